// The address of the client that sent a request, for per-address limits and the loopback-only dev endpoint.
import type { Context } from 'hono';

/** How the server learns a request's client address (AppOptions.clientAddress; tests pass their own). */
export type ClientAddressOf = (c: Context) => string;

/** When no socket is known (a request built in-process). Never counts as loopback. */
export const UNKNOWN_ADDRESS = 'unknown';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The socket's peer address from @hono/node-server. With TRUST_PROXY=1 (the server runs behind one reverse proxy
 * that sets X-Forwarded-For), the last hop of X-Forwarded-For instead: the address the proxy saw. Without it the
 * header is ignored, since any client can send it.
 */
export const socketAddress = (trustProxy: boolean): ClientAddressOf => (c) => {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return normalise(last);
  }
  const env = c.env as NodeBindings | undefined;
  return normalise(env?.incoming?.socket?.remoteAddress ?? UNKNOWN_ADDRESS);
};

/** '::ffff:127.0.0.1' -> '127.0.0.1' */
const normalise = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export const isLoopback = (address: string): boolean => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
