// The account cookies: accountDetails (JSON, URI-encoded) and token; path /,
// session cookies (no expiry), SameSite=Lax, Secure on https.
import type { AccountCookieStorage } from '../../application/account/ports';
import type { AccountDetails } from '../../domain/account/student';
import { readAccountDetails } from './stored-student-guard';

export const ACCOUNT_DETAILS_COOKIE = 'accountDetails';
export const TOKEN_COOKIE = 'token';

/** The part of Document this adapter uses (document in the browser). */
export interface CookieJar {
  cookie: string;
}

export class CookieAccountStorage implements AccountCookieStorage {
  constructor(
    private readonly jar: CookieJar,
    private readonly secure: boolean,
  ) {}

  load(): { accountDetails: AccountDetails | null; token: string | null } {
    const cookies = readCookies(this.jar.cookie);
    return { accountDetails: parseDetails(cookies.get(ACCOUNT_DETAILS_COOKIE)), token: cookies.get(TOKEN_COOKIE) || null };
  }

  save(details: AccountDetails): void {
    this.write(ACCOUNT_DETAILS_COOKIE, JSON.stringify(details));
    this.write(TOKEN_COOKIE, details.token);
  }

  clear(): void {
    for (const name of [ACCOUNT_DETAILS_COOKIE, TOKEN_COOKIE]) {
      this.jar.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  }

  private write(name: string, value: string): void {
    this.jar.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${this.secure ? '; Secure' : ''}`;
  }
}

/** name -> decoded value; undecodable values are left out. */
const readCookies = (header: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      out.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a cookie we did not write; ignore it
    }
  }
  return out;
};

const parseDetails = (json: string | undefined): AccountDetails | null => {
  if (!json) return null;
  try {
    return readAccountDetails(JSON.parse(json));
  } catch {
    return null;
  }
};
