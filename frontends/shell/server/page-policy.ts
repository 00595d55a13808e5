import {
  contentSecurityPolicy,
  newNonce,
  securityHeaders,
  type Framing,
  type WidgetOrigins,
} from '@ela/web-kit/server-dist/index.js';
import type { ShellConfig } from './config.js';

/** The panel's pages (its login included) live under /panel and are never framed; the storefront may frame itself. */
export function framingOf(path: string): Framing {
  return path === '/panel' || path.startsWith('/panel/') ? 'none' : 'self';
}

/**
 * The shell's security headers, from its configuration: every answer gets the common ones, a page
 * also its Content-Security-Policy with a nonce of its own for the script elements it carries. The
 * site is on TLS when its public address (SITE_URL) is https. The policy itself is web-kit's
 * (security-headers.ts), shared with the remotes' servers.
 */
export function shellPolicy(config: Pick<ShellConfig, 'apiBaseUrl' | 'remotes' | 'siteUrl' | 'development'>) {
  const sources = {
    apiBaseUrl: config.apiBaseUrl,
    remoteUrls: Object.values(config.remotes),
    development: config.development,
  };
  const https = new URL(config.siteUrl).protocol === 'https:';
  return {
    headers: (path: string) => securityHeaders({ framing: framingOf(path), https }),
    /** A page's policy; `widget`: the origins of the login captcha while it is on. */
    page(path: string, widget?: WidgetOrigins) {
      const nonce = newNonce();
      const policy = contentSecurityPolicy(
        { ...sources, widget },
        { framing: framingOf(path), https },
        nonce,
      );
      return { nonce, policy };
    },
  };
}
