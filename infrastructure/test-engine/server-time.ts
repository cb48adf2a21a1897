// The server's clock for the trusted clock (trusted-clock.ts): GET /api/time (no authentication) over the shared HTTP
// client, obj.now in ms since epoch. A failed or malformed reply rejects; the clock then keeps its time.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { HttpClient } from '../http/http-client';

const timeReply = z.object({
  responseTxt: z.literal('success'),
  obj: z.object({ now: z.int().check(z.positive()) }),
});

@injectable()
export class HttpServerTime {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** The server's time (ms since epoch) when it answered. */
  async now(): Promise<number> {
    const { data } = await this.http.request('get', '/time', { auth: false, schema: timeReply });
    return data.obj.now;
  }
}
