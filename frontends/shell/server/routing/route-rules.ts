import { z } from 'zod';

/**
 * Redirects set in configuration (spec section 2: "server-side route rules may redirect, including
 * to external addresses"). `from` is a path, or a prefix ending in `/*`; `to` is a path or an
 * http(s) address, and a `*` at its end receives the rest of a prefix match.
 */
const routeRule = z
  .object({
    from: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'from must be a path starting with / (no query)')
      .refine((from) => !from.slice(0, -1).includes('*'), 'only a trailing /* may match a prefix'),
    to: z
      .string()
      .regex(/^(\/(?!\/)|https?:\/\/)[^\s]*$/, 'to must be a path starting with / or an http(s) address'),
    /** 301/308 permanent, 302/307 temporary; 307/308 keep the method. */
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  })
  .strict()
  .refine((rule) => !rule.to.slice(0, -1).includes('*'), { message: 'only a trailing * may take the rest' })
  .refine((rule) => !rule.to.endsWith('*') || rule.from.endsWith('/*'), {
    message: 'a * in to needs a prefix (/*) in from',
  });

export type RouteRule = z.infer<typeof routeRule>;

/** Parses the rules from their JSON text; a mistake stops the server at boot, naming the rule. */
export function parseRouteRules(json: string | undefined): RouteRule[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`ROUTE_RULES is not JSON: ${(error as Error).message}`);
  }
  const parsed = z.array(routeRule).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`ROUTE_RULES[${issue.path.join('.')}]: ${issue.message}`);
  }
  return parsed.data;
}

export interface Redirect {
  status: number;
  location: string;
}

/**
 * Where a request goes under the rules, or null when none applies. The first matching rule wins;
 * an exact path beats nothing else, so list exact rules before wider prefixes. The query string
 * goes along unless the target has its own.
 */
export function redirectFor(rules: readonly RouteRule[], pathname: string, search: string): Redirect | null {
  for (const rule of rules) {
    const rest = restAfter(rule.from, pathname);
    if (rest === null) continue;
    let location = rule.to.endsWith('*') ? rule.to.slice(0, -1) + rest : rule.to;
    if (search && !location.includes('?')) location += search;
    return { status: rule.status, location };
  }
  return null;
}

/** What a rule's `from` leaves of a path it matches ('' for an exact match), or null. */
function restAfter(from: string, pathname: string): string | null {
  if (!from.endsWith('/*')) return from === pathname ? '' : null;
  const prefix = from.slice(0, -1);
  if (pathname === prefix.slice(0, -1)) return '';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}
