import type { ServerResponse } from 'node:http';
import { compress, encodingFor } from './compression.js';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** A page made for this request (HTML with its own head), compressed when the browser accepts it. */
export async function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const encoding = encodingFor(res.req);
  const raw = Buffer.from(html);
  const body = encoding ? await compress(raw, encoding, 'fast') : raw;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(body.length),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
