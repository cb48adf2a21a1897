// A multipart/form-data body of text fields only, as the app's HTTP client sends its forms (infrastructure/http/
// http-client.ts: FormData without files), read straight from its bytes. Hono's parseBody reads such a body by
// building a web Response around it and asking undici for its FormData: with its garbage, a third of a 5-question
// submit's CPU (docs/reliability.md "Group commit"). Only the plainest bodies are read here: a boundary of letters,
// digits and ' + _ . -, no preamble, parts with a single `Content-Disposition: form-data; name="..."` header (no
// file, no other header, a name of printable ASCII without quotes, backslashes or %), values of valid UTF-8 without
// a byte-order mark, nothing after the close but a CRLF. Anything else is `undefined`, and the caller hands the body
// to parseBody, so every other body (files, odd encodings, malformed ones) is read, or refused, exactly as before.
// tests/server/http/multipart-text.test.ts checks the result equals parseBody's on random bodies.

/**
 * The boundary of a `multipart/form-data; boundary=...` content type: no other parameter, not quoted, of the
 * characters both a MIME token and a boundary may hold (undici refuses some others unquoted).
 */
const BOUNDARY = /^multipart\/form-data;[ \t]*boundary=([0-9A-Za-z'+_.-]{1,70})$/i;
/** The one header of a plain text part, after `Content-Disposition:` (any case), as browsers and undici write it. */
const DISPOSITION = /^ form-data; name="([\x20\x21\x23\x24\x26-\x5b\x5d-\x7e]+)"$/;
const HEADER = 'content-disposition:';
const CRLF = 0x0d0a;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The form as parseBody gives it: a field's last value, a list for a field named with []. */
export function formOfEntries(entries: Iterable<readonly [string, string]>): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of entries) {
    if (!key.endsWith('[]')) form[key] = value;
    else {
      const list = form[key];
      form[key] = Array.isArray(list) ? [...list, value] : [value];
    }
  }
  return form;
}

const at16 = (body: Uint8Array, i: number) => (body[i] << 8) | body[i + 1];

/** The text fields of a plain multipart body, or undefined when it is not one (see the header). */
export function multipartTextForm(body: Uint8Array, contentType: string): Record<string, string | string[]> | undefined {
  const boundary = BOUNDARY.exec(contentType.trim())?.[1];
  if (!boundary) return undefined;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const dash = Buffer.from(`--${boundary}`, 'latin1');
  // the body opens with the first delimiter and a line break
  if (bytes.compare(dash, 0, dash.length, 0, dash.length) !== 0 || at16(bytes, dash.length) !== CRLF) return undefined;
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  const entries: [string, string][] = [];
  let start = dash.length + 2;
  for (;;) {
    const headersEnd = bytes.indexOf('\r\n\r\n', start, 'latin1');
    if (headersEnd < 0) return undefined;
    const header = bytes.toString('latin1', start, headersEnd);
    const name = header.slice(0, HEADER.length).toLowerCase() === HEADER
      ? DISPOSITION.exec(header.slice(HEADER.length))?.[1] : undefined;
    if (name === undefined) return undefined;
    const valueStart = headersEnd + 4;
    const end = bytes.indexOf(delimiter, valueStart);
    if (end < 0) return undefined;
    const valueBytes = bytes.subarray(valueStart, end);
    if (valueBytes[0] === 0xef && valueBytes[1] === 0xbb && valueBytes[2] === 0xbf) return undefined;
    let value: string;
    try {
      value = decoder.decode(valueBytes);
    } catch {
      return undefined;
    }
    entries.push([name, value]);
    const after = end + delimiter.length;
    if (at16(bytes, after) === CRLF) {
      start = after + 2;
      continue;
    }
    // the close delimiter, then nothing or one line break
    if (bytes[after] !== 0x2d || bytes[after + 1] !== 0x2d) return undefined;
    const rest = bytes.length - (after + 2);
    if (rest === 0 || (rest === 2 && at16(bytes, after + 2) === CRLF)) return formOfEntries(entries);
    return undefined;
  }
}
