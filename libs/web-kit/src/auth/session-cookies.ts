import type { User } from '@ela/contracts';

/**
 * The session's cookies that pages read (spec section 3, names kept). The spec's fourth,
 * `auth.refreshToken`, is no longer written: the refresh token lives in the gateway's HttpOnly
 * cookie, out of reach of any script. One left by an older page is used once and then cleared.
 */
export const SESSION_COOKIES = {
  user: 'auth.user',
  accessToken: 'auth.accessToken',
  isAdmin: 'auth.isAdmin',
} as const;

/** The spec's readable refresh-token cookie, which older pages wrote. */
export const LEGACY_REFRESH_COOKIE = 'auth.refreshToken';

export const SESSION_MAX_AGE_DAYS = 30;

export interface SessionSnapshot {
  user: User | null;
  accessToken: string | null;
  isAdmin: boolean;
}

export const EMPTY_SESSION: SessionSnapshot = {
  user: null,
  accessToken: null,
  isAdmin: false,
};

function cookieMap(cookieText: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      map.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A value someone else wrote badly: treat that cookie as absent.
    }
  }
  return map;
}

function parseUser(text: string | undefined): User | null {
  if (!text) return null;
  try {
    const user: unknown = JSON.parse(text);
    return typeof user === 'object' && user !== null && typeof (user as User)._id === 'string'
      ? (user as User)
      : null;
  } catch {
    return null;
  }
}

/** The session as the cookies hold it; the cookies are the source of truth, shared by all tabs. */
export function readSessionCookies(cookieText: string = document.cookie): SessionSnapshot {
  const cookies = cookieMap(cookieText);
  return {
    user: parseUser(cookies.get(SESSION_COOKIES.user)),
    accessToken: cookies.get(SESSION_COOKIES.accessToken) || null,
    isAdmin: cookies.get(SESSION_COOKIES.isAdmin) === 'true',
  };
}

// Secure only on https, so the development site on http://localhost keeps its session.
const onHttps = () => window.location.protocol === 'https:';

function setCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): void {
  const flags = `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${flags}`;
}

/** A refresh token an older page left readable, to be traded once for the HttpOnly cookie; or null. */
export function legacyRefreshToken(cookieText: string = document.cookie): string | null {
  return cookieMap(cookieText).get(LEGACY_REFRESH_COOKIE) || null;
}

/** Writes the three cookies, kept for thirty days. */
export function writeSessionCookies(session: SessionSnapshot, secure: boolean = onHttps()): void {
  if (!session.accessToken) return clearSessionCookies(secure);
  const maxAge = SESSION_MAX_AGE_DAYS * 86_400;
  setCookie(SESSION_COOKIES.user, session.user ? JSON.stringify(session.user) : '', maxAge, secure);
  setCookie(SESSION_COOKIES.accessToken, session.accessToken, maxAge, secure);
  setCookie(SESSION_COOKIES.isAdmin, String(session.isAdmin), maxAge, secure);
}

/** Forgets the readable refresh token of old, once it has been traded for the HttpOnly cookie. */
export function dropLegacyRefreshToken(secure: boolean = onHttps()): void {
  if (legacyRefreshToken() !== null) setCookie(LEGACY_REFRESH_COOKIE, '', 0, secure);
}

export function clearSessionCookies(secure: boolean = onHttps()): void {
  for (const name of [...Object.values(SESSION_COOKIES), LEGACY_REFRESH_COOKIE])
    setCookie(name, '', 0, secure);
}
