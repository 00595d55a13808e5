import { join } from 'node:path';
import { pathOf, sendJson, sendText, StaticFiles, type Handler } from '@ela/web-kit/server-dist/index.js';
import { isBot } from './bots.js';
import type { ShellConfig } from './config.js';
import { existencePath, matchScreen } from './screens.js';

/**
 * The shell's answers: health, runtime config, built files, and for any other path the app's page,
 * with status 200 for a screen and 404 otherwise, also for a screen whose article or product the
 * API says does not exist (bots get the 404 without a page).
 */
export function shellHandler(config: ShellConfig): Handler {
  const files = new StaticFiles(config.distDir);
  const indexHtml = join(config.distDir, 'index.html');
  const runtimeConfig = { apiBaseUrl: config.apiBaseUrl, remotes: config.remotes };

  return async (req, res) => {
    const path = pathOf(req);
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'shell' });
    if (path === '/mf-config.json') return sendJson(res, 200, runtimeConfig);
    if (await files.tryServe(req, res, path)) return;
    // A missing file (a stale chunk, a favicon) is not a page.
    if (/\.[a-z0-9]+$/i.test(path) && !matchScreen(path)) return sendText(res, 404, 'Not Found');
    if (matchScreen(path) && !(await apiSaysMissing(config, existencePath(path))))
      return files.send(req, res, indexHtml, { status: 200 });
    if (isBot(req.headers['user-agent'])) return sendText(res, 404, 'Not Found');
    return files.send(req, res, indexHtml, { status: 404 });
  };
}

/**
 * Whether the API answers 404 for what a page shows (a missing article or product). Anything
 * else, the API down or slow included, lets the page through: it shows its own error then.
 */
async function apiSaysMissing(config: ShellConfig, apiPath: string | null): Promise<boolean> {
  if (!apiPath) return false;
  try {
    const response = await fetch(`${config.apiInternalUrl}${apiPath}`, {
      signal: AbortSignal.timeout(config.existsTimeoutMs),
    });
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    return false;
  }
}
