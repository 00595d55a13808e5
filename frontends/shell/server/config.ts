import { resolve } from 'node:path';
import { portFrom, urlFrom } from '@ela/web-kit/server-dist/index.js';

export interface ShellConfig {
  port: number;
  distDir: string;
  apiBaseUrl: string;
  remotes: { shop: string; panel: string };
}

/** Reads the environment once at boot; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  return {
    port: portFrom(env.PORT, 3000),
    distDir: resolve(__dirname, '../dist'),
    apiBaseUrl: urlFrom('API_BASE_URL', env.API_BASE_URL, 'http://localhost:4000'),
    remotes: {
      shop: urlFrom('SHOP_REMOTE_URL', env.SHOP_REMOTE_URL, 'http://localhost:3001/mf-manifest.json'),
      panel: urlFrom('PANEL_REMOTE_URL', env.PANEL_REMOTE_URL, 'http://localhost:3002/mf-manifest.json'),
    },
  };
}
