// Which datastores each deployed app talks to, read from the app's own configuration schema: the
// deployment files must give it those URLs, and the network policies must let it (and only it) in.
import type { ZodObject, ZodRawShape } from 'zod';
import { gatewayEnv } from '../../gateway/src/config';
import { analyticsEnv, analyticsWorkerEnv } from '../../services/analytics/src/config';
import { authEnv } from '../../services/auth/src/config';
import { catalogEnv } from '../../services/catalog/src/config';
import { contentEnv } from '../../services/content/src/config';
import { ordersEnv } from '../../services/orders/src/config';
import { paymentsEnv } from '../../services/payments/src/config';

/** The variable that names each datastore, in every app's configuration. */
export const DATASTORE_VARIABLES = {
  NATS_URL: 'nats',
  REDIS_URL: 'redis',
  DATABASE_URL: 'postgres',
} as const;
export type Datastore = (typeof DATASTORE_VARIABLES)[keyof typeof DATASTORE_VARIABLES];
type Variable = keyof typeof DATASTORE_VARIABLES;

/** Each Node app deployed, by its compose service and k8s folder name. The frontends read none. */
const SCHEMAS: Record<string, ZodObject<ZodRawShape> | null> = {
  gateway: gatewayEnv,
  auth: authEnv,
  catalog: catalogEnv,
  orders: ordersEnv,
  content: contentEnv,
  payments: paymentsEnv,
  analytics: analyticsEnv,
  'analytics-worker': analyticsWorkerEnv,
  shell: null,
  shop: null,
  panel: null,
};

export const DEPLOYED_APPS = Object.keys(SCHEMAS);
/** The gateway and the services: configured through env, and serving `/metrics`. */
export const BACKEND_APPS = DEPLOYED_APPS.filter((app) => SCHEMAS[app]);

/** The datastore variables an app's configuration reads. */
export function datastoreVariables(app: string): Variable[] {
  const schema = SCHEMAS[app];
  if (schema === undefined)
    throw new Error(`${app}: not in the table of deployed apps (tools/test/app-datastores.ts)`);
  if (!schema) return [];
  const shape = schema.shape;
  return (Object.keys(DATASTORE_VARIABLES) as Variable[]).filter((variable) => variable in shape);
}

/** The apps that use a datastore, sorted. */
export function clientsOf(datastore: Datastore): string[] {
  return DEPLOYED_APPS.filter((app) =>
    datastoreVariables(app).some((variable) => DATASTORE_VARIABLES[variable] === datastore),
  ).sort();
}
