import { randomBytes } from 'node:crypto';
import { NATS_USERS, type NatsUser } from '@ela/contracts';
import { PrivateNatsServer, type NatsServerSettings } from './nats-server';
import { natsAuthorization, passwordVariable } from './nats-permissions';

/** Users of a NATS that checks who connects: its plain URL and each user's password. */
export interface NatsUsers {
  url: string;
  passwords: Record<NatsUser, string>;
}

/** `url` with a user and password in it, as the apps read NATS_URL. */
export function natsUrlAs(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString().replace(/\/$/, '');
}

/**
 * A NATS of its own with every user and the permissions generated from the contracts, under the
 * stack's subject prefix; passwords are random for this run.
 */
export async function startNatsWithUsers(
  prefix: string,
  settings: Pick<NatsServerSettings, 'storeDir' | 'detached'> = {},
): Promise<{ server: PrivateNatsServer; users: NatsUsers }> {
  const passwords = Object.fromEntries(
    // nats-server reads a `$VARIABLE` as a config value: one starting with '-' or a digit does not
    // parse, so a password here is a letter and then hex.
    NATS_USERS.map((u) => [u, `p${randomBytes(18).toString('hex')}`]),
  ) as Record<NatsUser, string>;
  const env = Object.fromEntries(NATS_USERS.map((u) => [passwordVariable(u), passwords[u]]));
  const server = await PrivateNatsServer.start({ ...settings, config: natsAuthorization(prefix), env });
  return { server, users: { url: server.url, passwords } };
}
