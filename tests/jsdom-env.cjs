// jsdom lacks Node's fetch family; fetch-mock 12 needs them, so copy them in.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'AbortController', 'AbortSignal']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithFetch;
