// Demo mode is explicit (docs/security.md "Demo mode"): DEMO=1 turns it on (npm start and npm run dev set it), a plain
// server start does not. In demo mode one-time codes are printed on the console and readable at
// GET /api/__dev/last-otp from this machine only (loopback clients); NODE_ENV=production with DEMO=1 refuses to start.
import type { ServerMode } from './security/code-outbox';

export const DEMO_WITH_PRODUCTION = 'DEMO=1 hands out one-time codes and must not run with NODE_ENV=production. Unset one of them.';

export type ModeChoice = { ok: true; mode: ServerMode } | { ok: false; error: string };

export const modeFromEnv = (env: Readonly<Record<string, string | undefined>>): ModeChoice => {
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  if (demo && env.NODE_ENV === 'production') return { ok: false, error: DEMO_WITH_PRODUCTION };
  return { ok: true, mode: demo ? 'demo' : 'production' };
};

/** Printed at start in demo mode, so nobody runs it by mistake where students sign in. */
export const DEMO_BANNER = [
  '************************************************************************',
  '* DEMO MODE (DEMO=1): one-time codes are printed here and can be read  *',
  '* at GET /api/__dev/last-otp from this machine. Never use it where     *',
  '* real students sign in: start the server without DEMO=1.              *',
  '************************************************************************',
].join('\n');
