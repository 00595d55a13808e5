import { join } from 'node:path';
import type { NatsUsers } from './nats-users';
import { replicaSpecs, specs, type AppSpec } from './app-specs';
import { startCompilerWatch } from './compiler-watch';
import { spawnApp, waitForHttp, type AppProcess, type SpawnOptions } from './processes';
import { LOCAL_INFRASTRUCTURE } from './test-infrastructure';
import { simCaptchaFromEnv, type SimCaptchaProvider } from './sim-captcha-env';

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
  /** A captcha on the logins, its widget and checks stood in for by the simulator. */
  captcha?: SimCaptchaProvider;
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
    captcha: simCaptchaFromEnv(env.CAPTCHA_PROVIDER),
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
  /**
   * Starts one process again by its name, a copy (`catalog#2`) included, on its own ports; the
   * one running under that name is expected to have been killed or stopped first.
   */
  restart(processName: string): Promise<void>;
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
    async restart(processName) {
      const [name, copy] = processName.split('#') as [AppName, string | undefined];
      if (!copy) return start(name);
      const at = replicas.findIndex((r) => r.name === processName);
      const spec = replicaSpecs(config, name, all[name])[Number(copy) - 2];
      if (at < 0 || !spec) throw new Error(`no process ${processName} in this stack`);
      replicas[at] = await spawn(processName, spec, config.extraEnv?.[name]);
    },
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
