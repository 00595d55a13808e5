import { join } from 'node:path';
import { ensureDatabase, databaseUrl } from './databases';
import { spawnApp, waitForHttp, type AppProcess } from './processes';

export const APP_NAMES = ['auth', 'catalog', 'orders', 'gateway', 'shop', 'panel', 'shell'] as const;

/** Services with a database of their own, named `<prefix>_<service>`. */
export const SERVICE_DATABASES = ['auth', 'catalog', 'orders'] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface StackConfig {
  root: string;
  ports: {
    shell: number;
    shop: number;
    panel: number;
    gateway: number;
    catalogHealth: number;
    authHealth: number;
    ordersHealth: number;
  };
  /** Where the development SMS driver writes codes. */
  smsOutboxFile: string;
  /** Where the gateway stores uploaded images (and the seed its generated ones). */
  mediaDir: string;
  /** Where the browser reaches the API; the gateway's own address unless a proxy sits in front. */
  publicApiUrl?: string;
  postgresUrl: string;
  redisUrl: string;
  natsUrl: string;
  /** Subject prefix shared by the gateway and the services of this copy of the stack. */
  natsPrefix: string;
  /** Databases are named `<prefix>_<service>`, so tests can use their own. */
  dbPrefix: string;
  logLevel: string;
  nodeEnv: string;
  /** Extra variables for single apps, e.g. a shorter gateway timeout in tests. */
  extraEnv?: Partial<Record<AppName, Record<string, string>>>;
  onLine?: (name: string, line: string) => void;
}

const num = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

/** Stack settings from the environment, with the documented defaults. */
export function stackConfigFromEnv(root: string, env: NodeJS.ProcessEnv = process.env): StackConfig {
  return {
    root,
    ports: {
      shell: num(env.SHELL_PORT, 3000),
      shop: num(env.SHOP_PORT, 3001),
      panel: num(env.PANEL_PORT, 3002),
      gateway: num(env.GATEWAY_PORT, 4000),
      catalogHealth: num(env.CATALOG_HEALTH_PORT, 4101),
      authHealth: num(env.AUTH_HEALTH_PORT, 4102),
      ordersHealth: num(env.ORDERS_HEALTH_PORT, 4103),
    },
    smsOutboxFile: env.SMS_OUTBOX_FILE ?? join(root, 'var/sms-outbox.jsonl'),
    mediaDir: env.MEDIA_DIR ?? join(root, 'var/media'),
    publicApiUrl: env.PUBLIC_API_URL,
    postgresUrl: env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    natsPrefix: env.NATS_SUBJECT_PREFIX ?? '',
    dbPrefix: env.DB_PREFIX ?? 'ela',
    logLevel: env.LOG_LEVEL ?? 'info',
    // Always development: the apps then use the committed dev keys, which the seed signs with.
    // Production refuses those keys, so a production NODE_ENV here could only fail.
    nodeEnv: 'development',
  };
}

interface AppSpec {
  entry: string;
  env: Record<string, string>;
  ready: string;
  before?: () => Promise<unknown>;
}

function specs(c: StackConfig): Record<AppName, AppSpec> {
  const local = (port: number) => `http://localhost:${port}`;
  const common = {
    NATS_URL: c.natsUrl,
    NATS_SUBJECT_PREFIX: c.natsPrefix,
    LOG_LEVEL: c.logLevel,
    NODE_ENV: c.nodeEnv,
  };
  const db = (service: (typeof SERVICE_DATABASES)[number]) => ({
    url: databaseUrl(c.postgresUrl, `${c.dbPrefix}_${service}`),
    create: () => ensureDatabase(c.postgresUrl, `${c.dbPrefix}_${service}`),
  });
  const apiUrl = c.publicApiUrl ?? local(c.ports.gateway);
  return {
    auth: {
      entry: 'services/auth/dist/main.js',
      env: {
        ...common,
        DATABASE_URL: db('auth').url,
        REDIS_URL: c.redisUrl,
        REDIS_KEY_PREFIX: c.natsPrefix,
        HEALTH_PORT: String(c.ports.authHealth),
        SMS_OUTBOX_FILE: c.smsOutboxFile,
        // Development profile: many logins from one address (people trying things, browser tests).
        OTP_IP_HOURLY_LIMIT: '10000',
        LOGIN_IP_HOURLY_LIMIT: '10000',
      },
      ready: `http://127.0.0.1:${c.ports.authHealth}/readyz`,
      before: db('auth').create,
    },
    catalog: {
      entry: 'services/catalog/dist/main.js',
      env: { ...common, DATABASE_URL: db('catalog').url, HEALTH_PORT: String(c.ports.catalogHealth) },
      ready: `http://127.0.0.1:${c.ports.catalogHealth}/readyz`,
      before: db('catalog').create,
    },
    orders: {
      entry: 'services/orders/dist/main.js',
      env: {
        ...common,
        DATABASE_URL: db('orders').url,
        HEALTH_PORT: String(c.ports.ordersHealth),
        REDIS_URL: c.redisUrl,
      },
      ready: `http://127.0.0.1:${c.ports.ordersHealth}/readyz`,
      before: db('orders').create,
    },
    gateway: {
      entry: 'gateway/dist/main.js',
      env: {
        ...common,
        PORT: String(c.ports.gateway),
        REDIS_URL: c.redisUrl,
        CORS_ORIGINS: local(c.ports.shell),
        MEDIA_DIR: c.mediaDir,
      },
      ready: `http://127.0.0.1:${c.ports.gateway}/healthz`,
    },
    shop: {
      entry: 'frontends/shop/server-dist/main.js',
      env: { PORT: String(c.ports.shop) },
      ready: `http://127.0.0.1:${c.ports.shop}/healthz`,
    },
    panel: {
      entry: 'frontends/panel/server-dist/main.js',
      env: { PORT: String(c.ports.panel) },
      ready: `http://127.0.0.1:${c.ports.panel}/healthz`,
    },
    shell: {
      entry: 'frontends/shell/server-dist/main.js',
      env: {
        PORT: String(c.ports.shell),
        API_BASE_URL: apiUrl,
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

export interface Stack {
  config: StackConfig;
  urls: { shell: string; api: string };
  apps: Map<AppName, AppProcess>;
  start(name: AppName): Promise<void>;
  stopApp(name: AppName): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the chosen apps in dependency order and waits until each says it is ready. */
export async function startStack(config: StackConfig, only: readonly AppName[] = APP_NAMES): Promise<Stack> {
  const all = specs(config);
  const apps = new Map<AppName, AppProcess>();
  const start = async (name: AppName) => {
    const spec = all[name];
    await spec.before?.();
    const env = { ...spec.env, ...config.extraEnv?.[name] };
    const app = spawnApp({
      name,
      entry: join(config.root, spec.entry),
      env,
      cwd: config.root,
      onLine: config.onLine,
    });
    apps.set(name, app);
    await waitForHttp(spec.ready, app);
  };
  const stack: Stack = {
    config,
    urls: {
      shell: `http://localhost:${config.ports.shell}`,
      api: `http://localhost:${config.ports.gateway}`,
    },
    apps,
    start,
    async stopApp(name) {
      await apps.get(name)?.stop();
      apps.delete(name);
    },
    async stop() {
      // Front doors first, so nothing new reaches a service that is stopping.
      for (const name of [...APP_NAMES].reverse()) await stack.stopApp(name);
    },
  };
  try {
    for (const name of APP_NAMES.filter((n) => only.includes(n))) await start(name);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
