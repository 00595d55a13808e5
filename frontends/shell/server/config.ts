import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { portFrom, urlFrom } from '@ela/web-kit/server-dist/index.js';
import { parseRouteRules, type RouteRule } from './routing/route-rules.js';

export interface ShellConfig {
  port: number;
  distDir: string;
  /** The API base the browser uses. */
  apiBaseUrl: string;
  /** The API base this server reads page data from (a cluster-internal address, say). */
  apiInternalUrl: string;
  /** The shop's public address: canonical links, Open Graph and the sitemap are absolute. */
  siteUrl: string;
  remotes: { shop: string; panel: string };
  routeRules: RouteRule[];
  /** How customers reach the shop, shown in every storefront page's footer; a part not set is left out. */
  contact: { phone: string; email: string; address: string };
  /** Served by rspack's dev server (`npm run dev`), whose pages need more of the policy (page-policy.ts). */
  development?: boolean;
}

/** Reads the environment once at boot; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const port = portFrom(env.PORT, 3000);
  const apiBaseUrl = urlFrom('API_BASE_URL', env.API_BASE_URL, 'http://localhost:4000');
  return {
    port,
    distDir: resolve(__dirname, '../dist'),
    apiBaseUrl,
    apiInternalUrl: urlFrom('API_INTERNAL_URL', env.API_INTERNAL_URL, apiBaseUrl),
    siteUrl: urlFrom('SITE_URL', env.SITE_URL, `http://localhost:${port}`),
    remotes: {
      shop: urlFrom('SHOP_REMOTE_URL', env.SHOP_REMOTE_URL, 'http://localhost:3001/mf-manifest.json'),
      panel: urlFrom('PANEL_REMOTE_URL', env.PANEL_REMOTE_URL, 'http://localhost:3002/mf-manifest.json'),
    },
    contact: {
      phone: env.CONTACT_PHONE?.trim() ?? '',
      email: env.CONTACT_EMAIL?.trim() ?? '',
      address: env.CONTACT_ADDRESS?.trim() ?? '',
    },
    routeRules: parseRouteRules(
      env.ROUTE_RULES_FILE ? readFileSync(env.ROUTE_RULES_FILE, 'utf8') : env.ROUTE_RULES,
    ),
  };
}
