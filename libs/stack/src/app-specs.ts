import { NATS_USERS } from '@ela/contracts';
import { natsUrlAs } from './nats-users';
import { ensureDatabase, databaseUrl } from './databases';
import { simCaptchaEnv } from './sim-captcha-env';
import type { AppName, SERVICE_DATABASES, StackConfig } from './stack-config';

/** How one app of the stack is started: its entry, environment, readiness address and first step. */
export interface AppSpec {
  entry: string;
  env: Record<string, string>;
  ready: string;
  before?: () => Promise<unknown>;
  /** A frontend's folder: its rspack build is served by its dev server in development. */
  frontend?: string;
  /** Node's own flags for the app's process. */
  nodeArgs?: string[];
}

/**
 * The young generation of a service that sees few requests stays at 1 MB, where Node lets it grow
 * to 16 MB under load and the growth stayed resident (10 to 25 MB each after a load). The services
 * every order passes through (auth, the catalog, orders, payments) keep Node's default: at 1 MB
 * they collected so often that the stack placed about 12 % fewer orders a second and the open
 * loop's p99 doubled. The gateway keeps the default too. The deployments set the same in
 * NODE_OPTIONS; docs/decisions/memory-budget.md has the figures.
 */
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1'];

/** Every app's spec; with NATS users, each app connects as its own. */
export function specs(c: StackConfig): Record<AppName, AppSpec> {
  const all = appSpecs(c);
  const users = c.natsUsers;
  if (!users) return all;
  // Each app that talks to NATS does so as its own user, with only its own permissions.
  for (const user of NATS_USERS) {
    const spec = (all as Partial<Record<string, AppSpec>>)[user];
    if (spec?.env.NATS_URL) spec.env.NATS_URL = natsUrlAs(users.url, user, users.passwords[user]);
  }
  return all;
}

/**
 * Every request of `npm start`, `npm run dev` and the tests comes from this machine's one address,
 * and many test customers share it: the per-address limits are set out of reach here, and the
 * per-customer guess limit stays as deployed. The limits' own tests set small ones (`extraEnv`).
 */
const ROOMY_LIMITS = {
  gateway: { READ_BUDGET_PER_ADDRESS: '1000000', SEARCH_BUDGET_PER_ADDRESS: '1000000' },
  orders: { DISCOUNT_GUESSES_PER_ADDRESS: '1000000' },
};

function appSpecs(c: StackConfig): Record<AppName, AppSpec> {
  const local = (port: number) => `http://localhost:${port}`;
  const runtime = { NATS_SUBJECT_PREFIX: c.natsPrefix, LOG_LEVEL: c.logLevel, NODE_ENV: c.nodeEnv };
  const common: Record<string, string> = { NATS_URL: c.natsUrl, ...runtime };
  const db = (service: (typeof SERVICE_DATABASES)[number]) => ({
    url: databaseUrl(c.postgresUrl, `${c.dbPrefix}_${service}`),
    create: () => ensureDatabase(c.postgresUrl, `${c.dbPrefix}_${service}`),
  });
  /** A service with a database of its own, ready when its health port says so. */
  const service = (
    database: (typeof SERVICE_DATABASES)[number],
    health: number,
    env: Record<string, string>,
    { entry = `services/${database}/dist/main.js`, shared = common, onOrderPath = false } = {},
  ): AppSpec => ({
    entry,
    env: { ...shared, DATABASE_URL: db(database).url, HEALTH_PORT: String(health), ...env },
    ready: `http://127.0.0.1:${health}/readyz`,
    before: db(database).create,
    nodeArgs: onOrderPath ? [] : SMALL_YOUNG_GENERATION,
  });
  const apiUrl = c.publicApiUrl ?? local(c.ports.gateway);
  // The services and the customers' browsers reach the simulator at the same address.
  const sim = local(c.ports.gatewaySim);
  return {
    'gateway-sim': {
      entry: 'tools/gateway-sim/dist/main.js',
      env: { PORT: String(c.ports.gatewaySim), HOST: '127.0.0.1' },
      ready: `http://127.0.0.1:${c.ports.gatewaySim}/healthz`,
    },
    auth: service(
      'auth',
      c.ports.authHealth,
      {
        REDIS_URL: c.redisUrl,
        REDIS_KEY_PREFIX: c.natsPrefix,
        SMS_OUTBOX_FILE: c.smsOutboxFile,
        // Development profile: many logins from one address (people trying things, browser tests).
        OTP_IP_HOURLY_LIMIT: '10000',
        LOGIN_IP_HOURLY_LIMIT: '10000',
        ...(c.captcha ? simCaptchaEnv(c.captcha, sim) : { CAPTCHA_PROVIDER: 'none' }),
      },
      { onOrderPath: true },
    ),
    catalog: service('catalog', c.ports.catalogHealth, { REDIS_URL: c.redisUrl }, { onOrderPath: true }),
    orders: service(
      'orders',
      c.ports.ordersHealth,
      { REDIS_URL: c.redisUrl, ...ROOMY_LIMITS.orders },
      { onOrderPath: true },
    ),
    payments: service(
      'payments',
      c.ports.paymentsHealth,
      {
        REDIS_URL: c.redisUrl,
        SHOP_URL: local(c.ports.shell),
        PUBLIC_API_URL: apiUrl,
        ZARINPAL_API_URL: sim,
        PARSIAN_API_URL: sim,
        MOCK_TEST_URL: sim,
      },
      { onOrderPath: true },
    ),
    content: service('content', c.ports.contentHealth, {}),
    analytics: service('analytics', c.ports.analyticsHealth, {}),
    // The worker takes events from Redis only: no NATS.
    'analytics-worker': service(
      'analytics',
      c.ports.analyticsWorkerHealth,
      { REDIS_URL: c.redisUrl },
      { entry: 'services/analytics/dist/worker.main.js', shared: runtime },
    ),
    gateway: {
      entry: 'gateway/dist/main.js',
      env: {
        ...common,
        PORT: String(c.ports.gateway),
        METRICS_PORT: String(c.ports.gatewayMetrics),
        REDIS_URL: c.redisUrl,
        CORS_ORIGINS: local(c.ports.shell),
        MEDIA_DIR: c.mediaDir,
        ...ROOMY_LIMITS.gateway,
      },
      ready: `http://127.0.0.1:${c.ports.gateway}/readyz`,
    },
    shop: {
      entry: 'frontends/shop/server-dist/main.js',
      frontend: 'frontends/shop',
      env: { PORT: String(c.ports.shop) },
      ready: `http://127.0.0.1:${c.ports.shop}/healthz`,
    },
    panel: {
      entry: 'frontends/panel/server-dist/main.js',
      frontend: 'frontends/panel',
      env: { PORT: String(c.ports.panel) },
      ready: `http://127.0.0.1:${c.ports.panel}/healthz`,
    },
    shell: {
      entry: 'frontends/shell/server-dist/main.js',
      frontend: 'frontends/shell',
      env: {
        PORT: String(c.ports.shell),
        API_BASE_URL: apiUrl,
        // The shell's server asks the gateway whether an article or product exists, from here.
        API_INTERNAL_URL: local(c.ports.gateway),
        SHOP_REMOTE_URL: `${local(c.ports.shop)}/mf-manifest.json`,
        PANEL_REMOTE_URL: `${local(c.ports.panel)}/mf-manifest.json`,
        // The demo shop's footer; a deployment sets its own.
        CONTACT_PHONE: '021-91001234',
        CONTACT_EMAIL: 'support@ela.example',
        CONTACT_ADDRESS: 'تهران',
      },
      ready: `http://127.0.0.1:${c.ports.shell}/healthz`,
    },
  };
}

/** The extra copies of an app: its spec with the ports of each copy. */
export function replicaSpecs(c: StackConfig, name: AppName, spec: AppSpec): AppSpec[] {
  if (name === 'catalog')
    return (c.replicas?.catalog ?? []).map(({ health }) => ({
      ...spec,
      env: { ...spec.env, HEALTH_PORT: String(health) },
      ready: `http://127.0.0.1:${health}/readyz`,
      before: undefined,
    }));
  if (name === 'gateway')
    return (c.replicas?.gateway ?? []).map(({ port, metrics }) => ({
      ...spec,
      env: { ...spec.env, PORT: String(port), METRICS_PORT: String(metrics) },
      ready: `http://127.0.0.1:${port}/readyz`,
    }));
  return [];
}
