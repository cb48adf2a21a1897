import { afterEach, describe, expect, it } from '@jest/globals';
import { CookieAccountStorage, type CookieJar } from '../../../infrastructure/account/cookie-account-storage';
import { accountDetailsOf } from '../../../domain/account/student';
import { aStudent } from '../../mothers/account.mother';

/** Records every Set-Cookie string written, and lets jsdom keep the jar. */
const recordingJar = (): CookieJar & { writes: string[] } => ({
  writes: [] as string[],
  get cookie() { return document.cookie; },
  set cookie(v: string) { this.writes.push(v); document.cookie = v; },
});

afterEach(() => new CookieAccountStorage(document, false).clear());

describe('cached account details in cookies (path /, session cookies)', () => {
  it('saves accountDetails as encoded JSON and the token, and reads them back', () => {
    const jar = recordingJar();
    const store = new CookieAccountStorage(jar, false);
    const details = accountDetailsOf(aStudent({ studentName: 'Asha; Rao=1' }));
    store.save(details);
    expect(store.load()).toEqual({ accountDetails: details, token: 'tok-123' });
    expect(jar.writes[0]).toBe(`accountDetails=${encodeURIComponent(JSON.stringify(details))}; Path=/; SameSite=Lax`);
    expect(jar.writes[1]).toBe('token=tok-123; Path=/; SameSite=Lax');
    for (const w of jar.writes) expect(w).not.toMatch(/Expires|Max-Age/i);
  });

  it('marks the cookies Secure on https', () => {
    const jar = recordingJar();
    new CookieAccountStorage(jar, true).save(accountDetailsOf(aStudent()));
    expect(jar.writes.every((w) => w.endsWith('; Secure'))).toBe(true);
  });

  it('clear expires both cookies', () => {
    const store = new CookieAccountStorage(document, false);
    store.save(accountDetailsOf(aStudent()));
    store.clear();
    expect(store.load()).toEqual({ accountDetails: null, token: null });
  });

  it('reads a corrupt accountDetails cookie as null', () => {
    document.cookie = 'accountDetails=%7Bnot-json; Path=/';
    document.cookie = 'token=%E0%A4%A; Path=/';
    expect(new CookieAccountStorage(document, false).load()).toEqual({ accountDetails: null, token: null });
    document.cookie = `accountDetails=${encodeURIComponent(JSON.stringify({ sid: 'x' }))}; Path=/`;
    expect(new CookieAccountStorage(document, false).load().accountDetails).toBeNull();
  });
});
