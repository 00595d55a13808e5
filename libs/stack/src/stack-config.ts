import { join } from 'node:path';
import type { NatsUsers } from './nats-users';
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

/**
 * What an app waits for before it starts; the others start side by side. The analytics worker
 * shares its service's database, so it waits for the service's migrations; the shell serves the
 * shop's and panel's manifests and asks the gateway whether a page exists.
 */
export const STARTS_AFTER: Partial<Record<AppName, readonly AppName[]>> = {
  'analytics-worker': ['analytics'],
  shell: ['gateway', 'shop', 'panel'],
};

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
   * Apps run together to save memory, as `npm start` runs them (`app-host`): content, the payment
   * simulator, the shop, the panel and the shell in one process, analytics and its worker in another,
   * auth and payments in a third. An app of a host cannot be stopped alone. Otherwise (but see
   * `sharedExcept`), and always in development, each app runs on its own.
   */
  hosted?: boolean;
  /**
   * Tests: every chosen app but these in one process (`app-host`), which starts in about a fifth
   * of the CPU separate ones take: Node and the libraries are loaded once. Apps a test stops, kills
   * or restarts alone are listed here; an app run in copies (`replicas`) keeps each in its own.
   * Ignored in development and where `hosted` is set.
   */
  sharedExcept?: readonly AppName[];
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
