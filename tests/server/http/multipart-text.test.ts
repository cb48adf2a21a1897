/** @jest-environment node */
// server/http/multipart-text.ts: a plain multipart body of text fields is read from its bytes; anything else is left
// to Hono's parseBody. On random bodies (the app's and the bench's forms, and bodies with files, other headers,
// preambles and epilogues, odd boundaries, names and bytes), whenever it reads a body it gives exactly what parseBody
// gives for that body, and it reads the forms the app sends.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseBody } from 'hono/utils/body';
import { formOfEntries, multipartTextForm } from '../../../server/http/multipart-text';
import { urlEncodedForm } from '../../../server/http/validation';

const enc = new TextEncoder();
const bytesOf = (parts: readonly (string | Uint8Array)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));

/** What Hono's parseBody makes of the body with that content type (its error as { error }). */
const byHono = async (body: Uint8Array, contentType: string): Promise<unknown> => {
  try {
    const request = new Request('http://x/', { method: 'POST', body: new Uint8Array(body).buffer, headers: { 'content-type': contentType } });
    return { ...(await parseBody(request)) };
  } catch (err) {
    return { error: String(err) };
  }
};
/** Strings only (a File from parseBody is never equal to one). */
const plain = (form: Record<string, unknown> | undefined) => (form === undefined ? undefined : { ...form });

const boundary = fc.oneof(
  { arbitrary: fc.constantFrom('----bench-server-form', '----WebKitFormBoundaryu7oxE7fGdK8yzPHq', '----formdata-undici-062428151345', "a'+_.-z"), weight: 8 },
  fc.constantFrom('----bench-server-form', '----WebKitFormBoundaryu7oxE7fGdK8yzPHq', '----formdata-undici-062428151345', 'abc', "a'()+_,-./:=?z", 'x'.repeat(70)),
  fc.constantFrom('"quoted"', 'has space', 'x'.repeat(71), '', 'é'),
);
const name = fc.oneof(
  { arbitrary: fc.constantFrom('ansdetails', 'clientSubmissionId', 'testDetail', 'courseId', 'tags[]', 'a.b', '__proto__', 'constructor'), weight: 6 },
  { arbitrary: fc.string({ minLength: 0, maxLength: 6 }), weight: 2 },
  { arbitrary: fc.constantFrom('with"quote', 'per%cent', 'back\\slash', 'ünï', 'tab\tname', ''), weight: 1 },
);
const value = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 4 },
  { arbitrary: fc.constantFrom('{"courseId":101,"questionSet":[]}', 'line\r\nbreak', '\r\n', '--', '\r\n--abc', '\r\n--abcdef', 'ünïcødé ✓ 😀', '\uFEFFbom', ''), weight: 3 },
  { arbitrary: fc.uint8Array({ maxLength: 6 }), weight: 1 },
);
const header = fc.oneof(
  { arbitrary: fc.constant((n: string) => `Content-Disposition: form-data; name="${n}"`), weight: 8 },
  { arbitrary: fc.constantFrom(
    (n: string) => `content-disposition: form-data; name="${n}"`,
    (n: string) => `Content-Disposition: form-data; name="${n}"; filename="a.txt"`,
    (n: string) => `Content-Disposition: form-data; name="${n}"\r\nContent-Type: text/plain`,
    (n: string) => `Content-Disposition: form-data; name=${n}`,
    (n: string) => `Content-Disposition: form-data;name="${n}"`,
    (n: string) => `Content-Disposition: Form-Data; NAME="${n}"`,
  ), weight: 2 },
);
const body = fc.record({
  boundary,
  parts: fc.array(fc.record({ name, value, header }), { maxLength: 5 }),
  preamble: fc.constantFrom('', '', '', '', '', 'preamble\r\n'),
  close: fc.constantFrom('--', '--', '--', '--\r\n', '--\r\n', '--\r\nepilogue', '', '  '),
  typeCase: fc.constantFrom('multipart/form-data; boundary=', 'multipart/form-data; boundary=', 'Multipart/Form-Data; boundary=', 'multipart/form-data;boundary=', 'multipart/form-data; charset=utf-8; boundary='),
}).map(({ boundary: b, parts, preamble, close, typeCase }) => ({
  contentType: `${typeCase}${b}`,
  bytes: bytesOf([preamble, ...parts.flatMap((p) => [`--${b}\r\n${p.header(p.name)}\r\n\r\n`, p.value, '\r\n']), `--${b}${close}`]),
}));

describe('multipartTextForm', () => {
  it('gives what parseBody gives whenever it reads a body', async () => {
    let read = 0;
    await fc.assert(fc.asyncProperty(body, async ({ contentType, bytes }) => {
      const form = multipartTextForm(bytes, contentType);
      if (form === undefined) return;
      read++;
      expect(plain(form)).toEqual(await byHono(bytes, contentType));
    }), { numRuns: 3000 });
    expect(read).toBeGreaterThan(150);
  });

  it('reads the forms the app sends (FormData of text fields) as parseBody does', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom('ansdetails', 'clientSubmissionId', 'courseId', 'tags[]', 'x'), fc.string({ maxLength: 40 })), { maxLength: 6 }),
      async (fields) => {
        const fd = new FormData();
        for (const [k, v] of fields) fd.append(k, v);
        const request = new Request('http://x/', { method: 'POST', body: fd });
        const contentType = request.headers.get('content-type') ?? '';
        const bytes = new Uint8Array(await request.clone().arrayBuffer());
        const form = multipartTextForm(bytes, contentType);
        // an empty FormData is only the close delimiter: left to parseBody
        if (fields.length === 0) return;
        expect(form).toBeDefined();
        expect(plain(form)).toEqual(await byHono(bytes, contentType));
      }), { numRuns: 300 });
  });

  it('leaves a file, another header, a quoted boundary or bad UTF-8 to parseBody', () => {
    const b = 'abc';
    const form = (part: string | Uint8Array, type = `multipart/form-data; boundary=${b}`) =>
      multipartTextForm(bytesOf([`--${b}\r\n`, part, `\r\n--${b}--\r\n`]), type);
    expect(form('Content-Disposition: form-data; name="x"\r\n\r\n1')).toEqual({ x: '1' });
    expect(form('Content-Disposition: form-data; name="x"; filename="f.png"\r\n\r\n1')).toBeUndefined();
    expect(form('Content-Disposition: form-data; name="x"\r\nContent-Type: text/plain\r\n\r\n1')).toBeUndefined();
    expect(form('Content-Disposition: form-data; name="x"\r\n\r\n1', `multipart/form-data; boundary="${b}"`)).toBeUndefined();
    expect(form(bytesOf(['Content-Disposition: form-data; name="x"\r\n\r\n', new Uint8Array([0xff, 0xfe])]))).toBeUndefined();
    expect(multipartTextForm(enc.encode(`--${b}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1`), `multipart/form-data; boundary=${b}`)).toBeUndefined();
  });

  it('builds the form as parseBody does: the last value, a list for a name with [] (urlencoded forms too)', async () => {
    const entries: [string, string][] = [['a', '1'], ['a', '2'], ['t[]', 'x'], ['t[]', 'y'], ['__proto__', 'p']];
    const urlencoded = new URLSearchParams(entries).toString();
    expect({ ...formOfEntries(entries) }).toEqual(await byHono(enc.encode(urlencoded), 'application/x-www-form-urlencoded'));
    expect({ ...urlEncodedForm(urlencoded) }).toEqual({ ...formOfEntries(entries) });
    expect(formOfEntries(entries)['t[]']).toEqual(['x', 'y']);
  });
});
