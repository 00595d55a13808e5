import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Who may show a response in a frame: the storefront only itself, the panel and the remotes' files
 * nobody (an administrator's page framed by another site is a clickjacking target).
 */
export type Framing = 'self' | 'none';

/** Where a page's code, data and pictures come from, as the browser sees them. */
export interface PageSources {
  /** The API's base URL: reads, writes, analytics beacons, and the pictures it serves at `/media/`. */
  apiBaseUrl: string;
  /** Any URL of each remote (its manifest's): its manifest, entry, chunks and stylesheets load from there. */
  remoteUrls: readonly string[];
  /**
   * `npm run dev`: rspack evaluates modules with `eval` (its cheap source maps) and the remotes' hot
   * updates arrive over their dev servers' websockets. Never set in production.
   */
  development?: boolean;
  /** Another party's widget the pages show (the login captcha while it is on): its origins per use. */
  widget?: WidgetOrigins;
}

/** The origins a third-party widget loads its code from, frames, calls, styles and pictures from. */
export interface WidgetOrigins {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
  style: readonly string[];
  img: readonly string[];
}

export interface ResponsePolicy {
  framing: Framing;
  /** The site is served over TLS: browsers are told to keep to HTTPS (and to upgrade any http address). */
  https: boolean;
}

/** A year: long enough to count, as ingress-nginx and helmet default to. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Powerful features the shop never asks for; no page, nor anything it frames, may use them. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** A fresh value for one response's `nonce-…`: 128 random bits, as CSP asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The headers every response of a frontend server carries, the same ones the ingress adds in front
 * (k8s/components/ingress): no sniffing, who may frame it, how much of its address other sites
 * learn, the features it denies, and HSTS when it is served over TLS.
 */
export function securityHeaders({ framing, https }: ResponsePolicy): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': framing === 'none' ? 'DENY' : 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * The Content-Security-Policy of a page. Scripts run only from the page's own origin, the remotes'
 * and inline elements carrying this response's nonce (none without one); requests go only to the
 * page's origin, the API and the remotes (their manifests); pictures also from the API (media) and
 * `data:`/`blob:` (the favicon, previews of a picture being uploaded). Styles allow inline ones:
 * every page carries the theme in a `<style>` element, the remotes' standalone pages are plain files
 * that cannot carry a nonce, and inline CSS cannot run code.
 */
export function contentSecurityPolicy(
  sources: PageSources,
  { framing, https }: ResponsePolicy,
  nonce?: string,
): string {
  const api = originOf(sources.apiBaseUrl);
  const remotes = unique(sources.remoteUrls.map(originOf));
  const dev = sources.development === true;
  const widget = sources.widget ?? { script: [], frame: [], connect: [], style: [], img: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...remotes,
      ...widget.script,
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...(dev ? ["'unsafe-eval'"] : []),
    ]),
    'style-src': unique(["'self'", ...remotes, ...widget.style, "'unsafe-inline'"]),
    'connect-src': unique([
      "'self'",
      api,
      ...remotes,
      ...widget.connect,
      ...(dev ? remotes.map((origin) => origin.replace(/^http/, 'ws')) : []),
    ]),
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...remotes, ...widget.img]),
    'font-src': ["'self'"],
    'frame-src': unique(["'self'", ...widget.frame]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Paying is a navigation to the bank's page (location.assign), not a form posted to it.
    'form-action': ["'self'"],
    'frame-ancestors': [framing === 'none' ? "'none'" : "'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Whether a request reached the site over TLS: its own socket, or the proxy in front saying so
 * (`X-Forwarded-Proto`). A forged header gains nothing: browsers ignore HSTS on plain HTTP.
 */
export function servedOverTls(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return (
    String(Array.isArray(proto) ? proto[0] : (proto ?? ''))
      .split(',')[0]
      .trim() === 'https'
  );
}
