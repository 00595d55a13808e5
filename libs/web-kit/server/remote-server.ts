import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendText } from './responses.js';
import { portFrom, urlFrom } from './env.js';
import { pathOf, runServer, type Handler } from './run-server.js';
import { contentSecurityPolicy, securityHeaders, servedOverTls } from './security-headers.js';
import { StaticFiles } from './static-files.js';

export interface RemoteSiteOptions {
  /** The remote's build folder (its `dist`). */
  root: string;
  name: string;
  apiBaseUrl: string;
  /** `npm run dev` (see PageSources.development). */
  development?: boolean;
}

/**
 * Serves a federated remote: its files for any origin (the shell loads them cross-origin, scripts
 * without CORS mode too, hence `Cross-Origin-Resource-Policy`), a health check, and the runtime
 * config its standalone page reads. Nothing of it is ever framed; its standalone page runs only its
 * own files.
 */
export function remoteSiteHandler({ root, name, apiBaseUrl, development }: RemoteSiteOptions): Handler {
  const files = new StaticFiles(root);
  const sources = { apiBaseUrl, remoteUrls: [], development };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const policy = { framing: 'none' as const, https: servedOverTls(req) };
    for (const [header, value] of Object.entries(securityHeaders(policy))) res.setHeader(header, value);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(sources, policy));
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const path = pathOf(req);
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: name });
    if (path === '/mf-config.json') return sendJson(res, 200, { apiBaseUrl, remotes: {} });
    if (await files.tryServe(req, res, path === '/' ? '/index.html' : path)) return;
    sendText(res, 404, 'Not Found');
  };
}

/** A remote's site as the environment sets it: PORT (else `defaultPort`) and API_BASE_URL. */
export function remoteSiteFromEnv(
  name: string,
  defaultPort: number,
  root: string,
  env = process.env,
  development = false,
) {
  const apiBaseUrl = urlFrom('API_BASE_URL', env.API_BASE_URL, 'http://localhost:4000');
  return {
    port: portFrom(env.PORT, defaultPort),
    handler: remoteSiteHandler({ root, name, apiBaseUrl, development }),
  };
}

/** Boots a remote's server from the environment (see remoteSiteFromEnv). */
export function startRemoteSite(name: string, defaultPort: number, root: string, env = process.env) {
  const { port, handler } = remoteSiteFromEnv(name, defaultPort, root, env);
  return runServer(name, port, handler);
}
