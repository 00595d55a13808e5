import type { ConnectionOptions } from '@nats-io/transport-node';
import { inboxOf } from '@ela/contracts';

/**
 * Options for connecting to the NATS at `url`. Credentials ride in the URL, as they do in
 * DATABASE_URL (`nats://orders:secret@nats:4222`): the client does not read a URL's user, so they
 * become options here, and the connection's replies come to the user's own inbox. Every
 * connection of the gateway, the services and the tools is made with these.
 */
export function natsConnection(url: string, name: string): ConnectionOptions & { servers: string[] } {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  const credentials = user ? { user, pass, inboxPrefix: inboxOf(user) } : {};
  // No stack is captured for each request: a failed one becomes a 503 or 504 that names the
  // subject, and building an Error per request was a visible share of a service's CPU under load.
  return {
    servers: [withoutCredentials(url)],
    name,
    maxReconnectAttempts: -1,
    noAsyncTraces: true,
    ...credentials,
  };
}

/** The URL without its user and password: what may be logged. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}
