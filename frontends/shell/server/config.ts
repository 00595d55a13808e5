import { resolve } from 'node:path';
import { portFrom, urlFrom } from '@ela/web-kit/server-dist/index.js';

export interface ShellConfig {
  port: number;
  distDir: string;
  apiBaseUrl: string;
  /** Where this server reaches the API itself (inside a cluster, not the browser's address). */
  apiInternalUrl: string;
  /** Longest wait for the API's word on whether a page's article or product exists. */
  existsTimeoutMs: number;
  remotes: { shop: string; panel: string };
}

/** Reads the environment once at boot; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const apiBaseUrl = urlFrom('API_BASE_URL', env.API_BASE_URL, 'http://localhost:4000');
  return {
    port: portFrom(env.PORT, 3000),
    distDir: resolve(__dirname, '../dist'),
    apiBaseUrl,
    apiInternalUrl: urlFrom('API_INTERNAL_URL', env.API_INTERNAL_URL, apiBaseUrl),
    existsTimeoutMs: 1500,
    remotes: {
      shop: urlFrom('SHOP_REMOTE_URL', env.SHOP_REMOTE_URL, 'http://localhost:3001/mf-manifest.json'),
      panel: urlFrom('PANEL_REMOTE_URL', env.PANEL_REMOTE_URL, 'http://localhost:3002/mf-manifest.json'),
    },
  };
}
