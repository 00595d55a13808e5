import { join } from 'node:path';
import { NATS_USERS } from '@ela/contracts';
import { natsUrlAs, type NatsUsers } from './nats-users';
import { ensureDatabase, databaseUrl } from './databases';
import { startCompilerWatch } from './compiler-watch';
import { spawnApp, waitForHttp, type AppProcess, type SpawnOptions } from './processes';
import { LOCAL_INFRASTRUCTURE } from './test-infrastructure';

/** In start order; `gateway-sim` stands in for the payment gateways (development and tests only). */
export const APP_NAMES = [
  'gateway-sim',
  'auth',
  'catalog',
  'orders',
  'payments',
  'content',
  'analytics',
  'analytics-worker',
  'gateway',
  'shop',
  'panel',
  'shell',
] as const;

/** Services with a database of their own, named `<prefix>_<service>`. */
export const SERVICE_DATABASES = ['auth', 'catalog', 'orders', 'payments', 'content', 'analytics'] as const;
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
    gatewayMetrics: number;
    contentHealth: number;
    paymentsHealth: number;
    /** The payment-gateway simulator: its APIs and its bank page. */
    gatewaySim: number;
    analyticsHealth: number;
    analyticsWorkerHealth: number;
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
  /**
   * `npm run dev`: the backend's TypeScript is recompiled on change and each Node app restarts
   * when its built files change; frontends are served by their rspack dev servers, hot reloaded.
   */
  dev?: boolean;
  /**
   * A NATS that checks who connects (the permissions generated from the contracts): each app
   * connects as its own user. `natsUrl` is then what tools and tests use (the `cli` user).
   */
  natsUsers?: NatsUsers;
  /**
   * More copies of the catalog and the gateway beside the first, each on ports of its own: the
   * catalog's replicas share its requests through their NATS queue group; the gateways are more
   * front doors onto the same services (a load balancer goes in front of them in a deployment).
   */
  replicas?: { catalog?: { health: number }[]; gateway?: { port: number; metrics: number }[] };
  /** Extra variables for single apps, e.g. a shorter gateway timeout in tests. */
  extraEnv?: Partial<Record<AppName, Record<string, string>>>;
  onLine?: (name: string, line: string) => void;
}

const num = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

/** The copies beyond the first of an app run `count` times, each ports `step` above the first. */
function copies<T>(count: string | undefined, at: (step: number) => T): T[] {
  const n = Number(count ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new Error(`replica count ${count} is not 1 to 9`);
  return Array.from({ length: n - 1 }, (_, i) => at(10 * (i + 1)));
}

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
      gatewayMetrics: num(env.GATEWAY_METRICS_PORT, 4100),
      contentHealth: num(env.CONTENT_HEALTH_PORT, 4105),
      paymentsHealth: num(env.PAYMENTS_HEALTH_PORT, 4104),
      gatewaySim: num(env.GATEWAY_SIM_PORT, 4400),
      analyticsHealth: num(env.ANALYTICS_HEALTH_PORT, 4106),
      analyticsWorkerHealth: num(env.ANALYTICS_WORKER_HEALTH_PORT, 4107),
    },
    smsOutboxFile: env.SMS_OUTBOX_FILE ?? join(root, 'var/sms-outbox.jsonl'),
    mediaDir: env.MEDIA_DIR ?? join(root, 'var/media'),
    publicApiUrl: env.PUBLIC_API_URL,
    postgresUrl: env.POSTGRES_URL ?? LOCAL_INFRASTRUCTURE.postgres,
    redisUrl: env.REDIS_URL ?? LOCAL_INFRASTRUCTURE.redis,
    natsUrl: env.NATS_URL ?? LOCAL_INFRASTRUCTURE.nats,
    natsPrefix: env.NATS_SUBJECT_PREFIX ?? '',
    dbPrefix: env.DB_PREFIX ?? 'ela',
    logLevel: env.LOG_LEVEL ?? 'info',
    // CATALOG_REPLICAS / GATEWAY_REPLICAS: copy i (from 2) listens 10 × (i − 1) ports above the first.
    replicas: {
      catalog: copies(env.CATALOG_REPLICAS, (step) => ({
        health: num(env.CATALOG_HEALTH_PORT, 4101) + step,
      })),
      gateway: copies(env.GATEWAY_REPLICAS, (step) => ({
        port: num(env.GATEWAY_PORT, 4000) + step,
        metrics: num(env.GATEWAY_METRICS_PORT, 4100) + step,
      })),
    },
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
  /** A frontend's folder: its rspack build is served by its dev server in development. */
  frontend?: string;
}

function specs(c: StackConfig): Record<AppName, AppSpec> {
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

function appSpecs(c: StackConfig): Record<AppName, AppSpec> {
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
  // The services and the customers' browsers reach the simulator at the same address.
  const sim = local(c.ports.gatewaySim);
  return {
    'gateway-sim': {
      entry: 'tools/gateway-sim/dist/main.js',
      env: { PORT: String(c.ports.gatewaySim), HOST: '127.0.0.1' },
      ready: `http://127.0.0.1:${c.ports.gatewaySim}/healthz`,
    },
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
      env: {
        ...common,
        DATABASE_URL: db('catalog').url,
        REDIS_URL: c.redisUrl,
        HEALTH_PORT: String(c.ports.catalogHealth),
      },
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
    payments: {
      entry: 'services/payments/dist/main.js',
      env: {
        ...common,
        DATABASE_URL: db('payments').url,
        HEALTH_PORT: String(c.ports.paymentsHealth),
        REDIS_URL: c.redisUrl,
        SHOP_URL: local(c.ports.shell),
        PUBLIC_API_URL: apiUrl,
        ZARINPAL_API_URL: sim,
        PARSIAN_API_URL: sim,
        MOCK_TEST_URL: sim,
      },
      ready: `http://127.0.0.1:${c.ports.paymentsHealth}/readyz`,
      before: db('payments').create,
    },
    content: {
      entry: 'services/content/dist/main.js',
      env: { ...common, DATABASE_URL: db('content').url, HEALTH_PORT: String(c.ports.contentHealth) },
      ready: `http://127.0.0.1:${c.ports.contentHealth}/readyz`,
      before: db('content').create,
    },
    analytics: {
      entry: 'services/analytics/dist/main.js',
      env: { ...common, DATABASE_URL: db('analytics').url, HEALTH_PORT: String(c.ports.analyticsHealth) },
      ready: `http://127.0.0.1:${c.ports.analyticsHealth}/readyz`,
      before: db('analytics').create,
    },
    'analytics-worker': {
      entry: 'services/analytics/dist/worker.main.js',
      env: {
        NATS_SUBJECT_PREFIX: c.natsPrefix,
        LOG_LEVEL: c.logLevel,
        NODE_ENV: c.nodeEnv,
        DATABASE_URL: db('analytics').url,
        REDIS_URL: c.redisUrl,
        HEALTH_PORT: String(c.ports.analyticsWorkerHealth),
      },
      ready: `http://127.0.0.1:${c.ports.analyticsWorkerHealth}/readyz`,
      before: db('analytics').create,
    },
    gateway: {
      entry: 'gateway/dist/main.js',
      env: {
        ...common,
        PORT: String(c.ports.gateway),
        METRICS_PORT: String(c.ports.gatewayMetrics),
        REDIS_URL: c.redisUrl,
        CORS_ORIGINS: local(c.ports.shell),
        MEDIA_DIR: c.mediaDir,
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
function replicaSpecs(c: StackConfig, name: AppName, spec: AppSpec): AppSpec[] {
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

type Launch = Pick<SpawnOptions, 'entry' | 'nodeArgs' | 'args'>;

/**
 * A restart on save need not wait the full grace a deployed service gives in-flight messages:
 * a message cut short is not answered, and what was committed stays committed.
 */
const DEV_SERVICE_ENV = { SHUTDOWN_GRACE_MS: '300' };

/**
 * How an app is run: its built entry; in development a frontend through its rspack dev server
 * (same port, same answers as its own server), any other app under `node --watch`, which restarts
 * that one process when a file it loaded is rewritten, on the same port.
 */
function launch(spec: AppSpec, config: StackConfig): Launch {
  const entry = join(config.root, spec.entry);
  if (!config.dev) return { entry };
  if (spec.frontend) {
    // The dev server rebuilds the app's own code itself; it restarts only when what it runs
    // changes: its rspack config, the preset, and the server code it answers pages with.
    const runs = [
      join(spec.frontend, 'rspack.config.ts'),
      join(spec.frontend, 'server'),
      ...WEB_KIT_DEV_INPUTS,
    ];
    return {
      entry: join(config.root, 'node_modules/@rspack/cli/bin/rspack.js'),
      args: ['serve', '--config', join(config.root, spec.frontend, 'rspack.config.ts')],
      nodeArgs: [...runs.map((path) => `--watch-path=${join(config.root, path)}`), '--watch-preserve-output'],
    };
  }
  return { entry, nodeArgs: ['--watch', '--watch-preserve-output'] };
}

const WEB_KIT_DEV_INPUTS = ['libs/web-kit/build', 'libs/web-kit/server'];

export interface Stack {
  config: StackConfig;
  /** `api` is the first gateway; `gateways` every gateway, the first included. */
  urls: { shell: string; api: string; gatewaySim: string; gateways: string[] };
  apps: Map<AppName, AppProcess>;
  /** The copies beyond the first (`catalog#2`, `gateway#2`…), in start order. */
  replicas: AppProcess[];
  start(name: AppName): Promise<void>;
  stopApp(name: AppName): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the chosen apps in dependency order and waits until each says it is ready. */
export async function startStack(config: StackConfig, only: readonly AppName[] = APP_NAMES): Promise<Stack> {
  const all = specs(config);
  const apps = new Map<AppName, AppProcess>();
  const replicas: AppProcess[] = [];
  const spawn = async (name: string, spec: AppSpec, extraEnv: Record<string, string> | undefined) => {
    const devEnv = config.dev && !spec.frontend ? DEV_SERVICE_ENV : {};
    const env = { ...spec.env, ...devEnv, ...extraEnv };
    const app = spawnApp({ name, ...launch(spec, config), env, cwd: config.root, onLine: config.onLine });
    await waitForHttp(spec.ready, app).catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
    return app;
  };
  const start = async (name: AppName) => {
    const spec = all[name];
    await spec.before?.();
    apps.set(name, await spawn(name, spec, config.extraEnv?.[name]));
    // A restart of the first copy (a test stopping and starting it) leaves the others running.
    if (replicas.some((r) => r.name.startsWith(`${name}#`))) return;
    for (const [i, copy] of replicaSpecs(config, name, spec).entries())
      replicas.push(await spawn(`${name}#${i + 2}`, copy, config.extraEnv?.[name]));
  };
  // Built files up to date before anything loads them; afterwards each save rebuilds what it touched.
  const compiler = config.dev ? await startCompilerWatch(config) : undefined;
  const stack: Stack = {
    config,
    urls: {
      shell: `http://localhost:${config.ports.shell}`,
      api: `http://localhost:${config.ports.gateway}`,
      gatewaySim: `http://localhost:${config.ports.gatewaySim}`,
      gateways: [config.ports.gateway, ...(config.replicas?.gateway ?? []).map((r) => r.port)].map(
        (port) => `http://localhost:${port}`,
      ),
    },
    apps,
    replicas,
    start,
    async stopApp(name) {
      await apps.get(name)?.stop();
      apps.delete(name);
    },
    async stop() {
      for (const replica of replicas.splice(0).reverse()) await replica.stop();
      // Front doors first, so nothing new reaches a service that is stopping.
      for (const name of [...APP_NAMES].reverse()) await stack.stopApp(name);
      await compiler?.stop();
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
