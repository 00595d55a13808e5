import {
  INTERNAL_ROUTES,
  NATS_USERS,
  NATS_USES,
  ROUTES,
  SUBJECTS,
  domainEvents,
  eventStreamName,
  inboxOf,
  type NatsUser,
  type RouteDef,
} from '@ela/contracts';

/** What one NATS user may publish and subscribe to; `replies` lets it answer requests it receives. */
export interface UserPermissions {
  publish: string[];
  subscribe: string[];
  replies: boolean;
}

const sorted = (subjects: Iterable<string>) => [...new Set(subjects)].sort();

/** The JetStream API calls that creating and reading one's own stream, or following another's, need. */
function streamAccess(stream: string, follows: boolean): string[] {
  const own = [`$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`];
  if (!follows) return own;
  return [
    ...own,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.API.CONSUMER.DELETE.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ];
}

/**
 * Every user's permissions under one subject prefix, from the route table and `NATS_USES`:
 * a service subscribes only to the subjects of its own rows and its inbox, publishes its own
 * events, the requests it makes and the JetStream calls for the streams it writes and follows,
 * and answers what it receives; the gateway publishes the public rows; `cli` any row; `operator`
 * anything.
 */
export function natsPermissions(prefix: string): Record<NatsUser, UserPermissions> {
  const p = (subject: string) => `${prefix}${subject}`;
  const onNats = (row: Pick<RouteDef, 'subject'> & { queue?: unknown }) => !row.queue;
  const rows = [...ROUTES, ...INTERNAL_ROUTES].filter(onNats);
  const adminStatus = p(SUBJECTS.auth.admins.status);
  const permissions = {} as Record<NatsUser, UserPermissions>;
  for (const user of NATS_USERS) {
    const inbox = `${inboxOf(user)}.>`;
    if (user === 'operator') {
      permissions[user] = { publish: ['>'], subscribe: ['>'], replies: false };
      continue;
    }
    if (user === 'cli') {
      permissions[user] = {
        publish: sorted(rows.map((r) => p(r.subject))),
        subscribe: [inbox],
        replies: false,
      };
      continue;
    }
    const uses = NATS_USES[user];
    const follows = uses.follows.flatMap((domain) => streamAccess(eventStreamName(domain, prefix), true));
    const sends =
      user === 'gateway'
        ? (ROUTES as readonly RouteDef[]).filter(onNats).map((r) => p(r.subject))
        : [p(domainEvents(user)), ...streamAccess(eventStreamName(user, prefix), false)];
    permissions[user] = {
      publish: sorted([...sends, ...uses.requests.map(p), adminStatus, '$JS.API.INFO', ...follows]),
      subscribe: sorted([...rows.filter((r) => r.service === user).map((r) => p(r.subject)), inbox]),
      replies: user !== 'gateway',
    };
  }
  return permissions;
}

/** The environment variable a user's password is read from by the NATS server. */
export const passwordVariable = (user: NatsUser) => `NATS_${user.toUpperCase()}_PASSWORD`;

/**
 * The `authorization` block of a nats-server configuration: every user with its permissions, each
 * password read from the server's environment, never written in the file.
 */
export function natsAuthorization(prefix: string): string {
  const list = (subjects: string[]) => `[${subjects.map((s) => JSON.stringify(s)).join(', ')}]`;
  const users = Object.entries(natsPermissions(prefix)).map(([user, rights]) =>
    [
      '    {',
      `      user: ${JSON.stringify(user)}`,
      `      password: $${passwordVariable(user as NatsUser)}`,
      '      permissions: {',
      `        publish: { allow: ${list(rights.publish)} }`,
      `        subscribe: { allow: ${list(rights.subscribe)} }`,
      ...(rights.replies ? ['        allow_responses: true'] : []),
      '      }',
      '    }',
    ].join('\n'),
  );
  return [
    '# Written by `npm run nats:config` from the route table and NATS_USES (libs/contracts).',
    '# Do not edit: change the contracts and run it again.',
    'authorization {',
    '  users = [',
    ...users,
    '  ]',
    '}',
    '',
  ].join('\n');
}
