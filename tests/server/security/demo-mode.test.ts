/** @jest-environment node */
// docs/security.md "Demo mode": DEMO=1 turns it on, a plain start does not, NODE_ENV=production with DEMO=1 refuses to
// start, and even in demo mode the code endpoint answers loopback clients only.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { DEMO_WITH_PRODUCTION, modeFromEnv } from '../../../server/server-mode';
import { makeServer, TEST_ADDRESS_HEADER } from '../test-server';

describe('the server mode', () => {
  it('is production without DEMO=1, demo with it, and refuses DEMO=1 with NODE_ENV=production', () => {
    expect(modeFromEnv({})).toEqual({ ok: true, mode: 'production' });
    expect(modeFromEnv({ NODE_ENV: 'development' })).toEqual({ ok: true, mode: 'production' });
    expect(modeFromEnv({ DEMO: '1' })).toEqual({ ok: true, mode: 'demo' });
    expect(modeFromEnv({ DEMO: '0' })).toEqual({ ok: true, mode: 'production' });
    expect(modeFromEnv({ DEMO: '1', NODE_ENV: 'production' })).toEqual({ ok: false, error: DEMO_WITH_PRODUCTION });
  });

  it('the server process exits with the reason when started with DEMO=1 and NODE_ENV=production', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DEMO: '1', NODE_ENV: 'production', PORT: '1', DB_FILE: ':memory:' }, encoding: 'utf8', timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(DEMO_WITH_PRODUCTION);
  });

  it('npm start turns demo mode on explicitly', async () => {
    const pkg = (await import('../../../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toContain('DEMO=1 ');
  });
});

describe('GET /api/__dev/last-otp', () => {
  it('answers loopback clients only, even in demo mode', async () => {
    const s = await makeServer({ mode: 'demo' });
    await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' });
    for (const address of ['127.0.0.1', '::1', '127.0.0.5']) {
      expect((await s.get('/api/__dev/last-otp?to=9876543210', { [TEST_ADDRESS_HEADER]: address })).status).toBe(200);
    }
    for (const address of ['192.168.1.20', '10.0.0.3', '203.0.113.9', 'unknown', '::ffff:10.0.0.3']) {
      const res = await s.get('/api/__dev/last-otp?to=9876543210', { [TEST_ADDRESS_HEADER]: address });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ responseTxt: 'not_found', message: 'No such call: GET /api/__dev/last-otp', obj: null });
    }
  });

  it('does not exist without demo mode, even for loopback', async () => {
    const s = await makeServer({ mode: 'production' });
    expect((await s.get('/api/__dev/last-otp?to=9876543210', { [TEST_ADDRESS_HEADER]: '127.0.0.1' })).status).toBe(404);
  });
});
