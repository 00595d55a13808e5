import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sendText } from './responses.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Wraps a handler so that only GET and HEAD get through and a thrown error becomes a 500. */
export function guarded(handler: Handler): Handler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method Not Allowed');
      return;
    }
    try {
      await handler(req, res);
    } catch (error) {
      console.error(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
}

/** Starts a static-site server and stops it cleanly on SIGTERM/SIGINT. */
export function runServer(name: string, port: number, handler: Handler): Server {
  const server = createServer((req, res) => void guarded(handler)(req, res));
  server.listen(port, () => console.log(`${name} listening on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}

/** The path part of a request URL, without the query string. */
export function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}
