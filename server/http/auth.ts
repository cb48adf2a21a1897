import type { MiddlewareHandler } from 'hono';
import type { SessionOwner, SessionRepository } from '../repositories/session-repository';
import { invalidToken } from './reply';

export type AuthEnv = { Variables: { session: SessionOwner } };

/** Authenticated calls send headers loginId, token and device; the token must be a live session of loginId. */
export const requireSession = (sessions: Pick<SessionRepository, 'ownerOf'>, now: () => number): MiddlewareHandler<AuthEnv> =>
  async (c, next) => {
    const loginId = c.req.header('loginId');
    const token = c.req.header('token');
    if (!loginId || !token) throw invalidToken();
    const owner = await sessions.ownerOf(token, now());
    if (!owner || owner.loginId !== loginId) throw invalidToken();
    c.set('session', owner);
    await next();
  };
