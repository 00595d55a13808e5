import type { FuzzRequest } from './requests';

export interface Tokens {
  customer: string;
  admin: string;
}

/**
 * An answer, or no answer. Node and Fastify refuse a head over 16 KB (431) or a body over
 * BODY_LIMIT_BYTES (413) without reading the rest and close the connection, so a client still
 * sending may see a reset instead; that is a refusal, not a fault, and is counted apart.
 */
export type Outcome = { status: number; text: string } | { error: string; oversize: boolean };

const MAX_HEAD = 16 * 1024;
const BODY_LIMIT = 1024 * 1024;
/** What fetch adds to the head by itself: host, accept, user-agent, content-length, a multipart boundary. */
const ADDED_HEAD = 512;
/** The head is the request line and every header: a long URL and a long token add up past the limit. */
const headSize = (request: FuzzRequest, headers: Record<string, string>) =>
  Object.entries(headers).reduce(
    (size, [name, value]) => size + name.length + value.length + 4,
    request.method.length + request.url.length + ADDED_HEAD,
  );
const oversize = (request: FuzzRequest, headers: Record<string, string>) =>
  headSize(request, headers) > MAX_HEAD ||
  (typeof request.body === 'string' && request.body.length > BODY_LIMIT);

const GARBAGE_FILE = Buffer.from('GIF89a not really an image \u0000\u0001\u0002');

/** Sends one fuzzed request to the stack; a network failure or timeout is an outcome too. */
export async function send(
  base: string,
  request: FuzzRequest,
  tokens: Tokens,
  png: Buffer,
  timeoutMs: number,
): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (request.token === 'customer') headers.authorization = `Bearer ${tokens.customer}`;
  if (request.token === 'admin') headers.authorization = `Bearer ${tokens.admin}`;
  if (request.token === 'garbage' && request.garbageToken) headers.authorization = request.garbageToken;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  let body: string | FormData | undefined;
  if (typeof request.body === 'string') body = request.body;
  else if (request.body) {
    body = new FormData();
    for (const [name, value] of request.body.fields) body.append(name, value);
    const file = request.body.file;
    if (file) {
      const bytes = file === 'png' ? png : file === 'garbage' ? GARBAGE_FILE : Buffer.alloc(0);
      body.append('file', new Blob([new Uint8Array(bytes)]), 'picture.png');
    }
  }
  try {
    const res = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      error: cause ? `${text} (${cause.code ?? cause.message})` : text,
      oversize: oversize(request, headers),
    };
  }
}

/** Runs `work` over the items with at most `concurrency` in flight, stopping at the deadline; answers how many ran. */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  deadline: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < deadline) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}

/** Counts by status class and by status, for the report. */
export class Tally {
  readonly byClass: Record<string, number> = {};
  readonly byStatus: Record<string, number> = {};

  add(outcome: Outcome): void {
    const unanswered = 'error' in outcome ? (outcome.oversize ? 'reset (oversize)' : 'network') : null;
    const key = unanswered ?? `${Math.floor((outcome as { status: number }).status / 100)}xx`;
    const status = unanswered ?? String((outcome as { status: number }).status);
    this.byClass[key] = (this.byClass[key] ?? 0) + 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
  }
}

/** A server error, or no answer at all: the stack is up, so 503 and 504 count too. */
export const isFailure = (outcome: Outcome): boolean =>
  'error' in outcome ? !outcome.oversize : outcome.status >= 500;

/** A failing request as text short enough to read, with what came back. */
export function describeFailure(request: FuzzRequest, outcome: Outcome): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const body = typeof request.body === 'string' ? cut(request.body) : JSON.stringify(request.body);
  const answer = 'error' in outcome ? outcome.error : `${outcome.status} ${cut(outcome.text)}`;
  return `${request.method} ${cut(request.url)} token=${request.token} type=${request.contentType ?? '-'} body=${body}\n  → ${answer}`;
}
