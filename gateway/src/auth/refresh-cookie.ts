import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REFRESH_COOKIE,
  ROLES,
  type ApiError,
  type Role,
  type RouteDef,
  type SessionAnswer,
  type TokenPair,
} from '@ela/contracts';

/**
 * The refresh token lives in an HttpOnly cookie that only the gateway sets and reads, so no script
 * on a page (an injected one included) ever sees it. Rows with `session` say what to do with it:
 * `start` and `renew` move the token of auth's answer into the cookie and leave it out of the JSON;
 * `renew` and `end` take it from the cookie when the body names none; `end` clears it. The cookie
 * of each role is sent only to its refresh path (logging out is DELETE on the same path), and only
 * from pages of the same site (SameSite=Strict).
 */
export class RefreshCookies {
  private readonly paths: Record<Role, string>;

  /** `secure`: production, where the site is served over https. */
  constructor(
    routes: readonly RouteDef[],
    private readonly secure: boolean,
  ) {
    this.paths = Object.fromEntries(
      ROLES.map((role) => {
        const row = routes.find((r) => r.session?.role === role && r.session.step === 'renew');
        if (!row) throw new Error(`no refresh row for ${role}`);
        return [role, row.path];
      }),
    ) as Record<Role, string>;
  }

  /** The body to check and forward: on `renew` and `end` rows, the cookie's token when the body has none. */
  body(route: RouteDef, request: FastifyRequest, body: unknown): unknown {
    if (!route.session || route.session.step === 'start') return body;
    const token = cookieValue(request.headers.cookie, REFRESH_COOKIE);
    const given = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    return token && given.refreshToken === undefined ? { ...given, refreshToken: token } : body;
  }

  /** A successful answer of a session row, with the cookie set or cleared. */
  answer(route: RouteDef, reply: FastifyReply, value: unknown): unknown {
    const { role, step } = route.session!;
    if (step === 'end') {
      reply.header('set-cookie', this.cleared(role));
      return value;
    }
    const { refresh_token, refresh_expires_at, ...answer } = value as TokenPair;
    const other = role === 'admin' ? 'user' : 'admin';
    reply.header('set-cookie', [
      this.cookie(role, refresh_token, new Date(refresh_expires_at)),
      // A browser holds one session at a time (the page's cookies say whose); a new login ends
      // the page's hold on the other role's refresh token.
      ...(step === 'start' ? [this.cleared(other)] : []),
    ]);
    return answer satisfies SessionAnswer;
  }

  /** A refused refresh: the token is dead, so the browser need not keep sending it. */
  refused(route: RouteDef, reply: FastifyReply, error: ApiError): void {
    if (route.session?.step === 'renew' && error.statusCode === 401)
      reply.header('set-cookie', this.cleared(route.session.role));
  }

  /** Token values are base64url, so they need no quoting or encoding. */
  private cookie(role: Role, value: string, expires: Date): string {
    const secure = this.secure ? '; Secure' : '';
    return `${REFRESH_COOKIE}=${value}; Path=${this.paths[role]}; Expires=${expires.toUTCString()}; HttpOnly${secure}; SameSite=Strict`;
  }

  private cleared(role: Role): string {
    return this.cookie(role, '', new Date(0));
  }
}

/**
 * One cookie's value from a Cookie header, or undefined. The gateway reads this one cookie only,
 * so a few lines do: no cookie library is among its dependencies (`@fastify/cookie` would be the
 * one to add if it ever needs more).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
