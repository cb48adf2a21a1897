/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createApp } from '../../server/app';
import { sqliteDatabase } from '../../server/db/connect';
import { makeServer, seededDatabase } from './test-server';

describe('GET /api/__dev/last-otp', () => {
  it('returns the last code sent to a recipient in demo mode', async () => {
    const s = await makeServer({ mode: 'demo' });
    await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' });
    const first = await s.lastOtp('9876543210');
    await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' });
    const res = await s.get('/api/__dev/last-otp?to=9876543210');
    expect(res.status).toBe(200);
    const { code } = await res.json();
    expect(code).toMatch(/^\d{6}$/);
    expect(s.logs.filter((l) => l.startsWith('OTP for 9876543210: '))).toEqual([`OTP for 9876543210: ${first}`, `OTP for 9876543210: ${code}`]);
  });

  it('answers on one instance the code another instance of the same database sent (code_outbox, not process memory)', async () => {
    const db = await seededDatabase();
    const database = sqliteDatabase(db);
    const instance = () => createApp({ db: database, mode: 'demo', log: () => {}, clientAddress: () => '127.0.0.1', payments: null });
    const [a, b] = [instance(), instance()];
    const sent = await a.request('/api/app/verify-mobile-send-otp', { method: 'POST', body: new URLSearchParams({ mobile: '9876543210' }) });
    expect((await sent.json()).responseTxt).toBe('sent_otp');
    const res = await b.request('/api/__dev/last-otp?to=9876543210');
    expect(res.status).toBe(200);
    const { code } = await res.json();
    expect(db.prepare('SELECT code FROM code_outbox WHERE recipient = ?').pluck().get('9876543210')).toBe(code);
  });

  it('answers 404 JSON when no code was sent and 400 without `to`', async () => {
    const s = await makeServer({ mode: 'demo' });
    const none = await s.get('/api/__dev/last-otp?to=9123456780');
    expect(none.status).toBe(404);
    expect((await none.json()).responseTxt).toBe('not_found');
    const missing = await s.get('/api/__dev/last-otp');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('to is required');
  });

  it('does not exist in production mode, and codes are not printed there', async () => {
    const s = await makeServer({ mode: 'production' });
    const sent = await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' });
    expect((await sent.json()).responseTxt).toBe('sent_otp');
    const res = await s.get('/api/__dev/last-otp?to=9876543210');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ responseTxt: 'not_found', message: 'No such call: GET /api/__dev/last-otp', obj: null });
    expect(s.logs.some((l) => /\d{6}/.test(l))).toBe(false);
    expect(s.logs).toContain('OTP issued for 98******10 (no delivery provider configured)');
  });
});
