import { isIP } from 'node:net';
import { z } from 'zod';
import {
  accessTokenVerifierEnv,
  checkKeyListed,
  clientStampSignerEnv,
  natsSubjectPrefix,
  nodeEnv,
} from '@ela/service-kit';

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * The gateway verifies tokens with the public keys only; it can never mint one. Its one private
 * key stamps the client's address on what it forwards.
 */
export const gatewayEnv = accessTokenVerifierEnv
  .extend({
    ...clientStampSignerEnv.shape,
    NODE_ENV: nodeEnv,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    /** `/metrics` (and probes) on a port of their own, kept off the public one. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
    NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
    NATS_SUBJECT_PREFIX: natsSubjectPrefix,
    /** How long a service may take before the caller gets a 504. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
    /** Browser origins allowed to call the API, comma-separated. */
    CORS_ORIGINS: z
      .string()
      .default('http://localhost:3000')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    /**
     * Which proxies may set X-Forwarded-For: 'false' (none, the default), 'true' (any; only
     * behind a proxy that overwrites it), or comma-separated addresses/CIDRs of the proxies.
     * Rate limits key on the client address, so trusting too much lets people dodge them.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | string[] =>
        v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()),
      ),
    /**
     * Where uploaded images are kept: `local`, a folder (MEDIA_DIR) for one machine; `s3`, a bucket
     * of an S3-compatible store (MinIO, AWS…) that every gateway replica shares.
     */
    MEDIA_DRIVER: z.enum(['local', 's3']).default('local'),
    /** The local driver's folder. */
    MEDIA_DIR: z.string().default('var/media'),
    /** The store's address, e.g. http://minio:9000; unset for AWS S3 itself. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'an S3 bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
    /** Secrets: development and test have committed defaults, which production refuses. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (`<endpoint>/<bucket>/…`), which MinIO needs; true unless told. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    /** Create the bucket at start when it is missing (a laptop's or a trial cluster's MinIO). */
    S3_CREATE_BUCKET: booleanFlag.default(false),
    /** Memory the edge cache of one service's public reads (catalog, content) may use. */
    EDGE_CACHE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(64 * 1024 * 1024),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /**
     * Redis of the analytics queue (BullMQ), the events' rate limits, the services' edge views and
     * the uploads on their way to their service (which releases of the same picture wait for).
     */
    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
    /** Analytics events one address may send per minute (shared by everyone behind one NAT). */
    EVENTS_RATE_PER_ADDRESS: z.coerce.number().int().min(1).default(3000),
    /** Analytics events one browser (its anonymous id) or customer may send per minute. */
    EVENTS_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(600),
    /**
     * Public reads one address may send per window (docs/decisions/limits-and-budgets.md); answers
     * from the edge cache are free, admins are not counted.
     */
    READ_BUDGET_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
    /** Searches (a search row, or a listing filtered by text) one address may send per window. */
    SEARCH_BUDGET_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    READ_BUDGET_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /**
     * Addresses or CIDRs, comma-separated, that spend no read budget: the shell's server, which
     * reads pages' data for every visitor from its own address.
     */
    READ_BUDGET_EXEMPT: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isAddressOrBlock, 'an IP address or a CIDR block'))),
  })
  .superRefine((env, ctx) => {
    checkKeyListed(
      { name: 'CLIENT_STAMP_KEY', key: env.CLIENT_STAMP_KEY },
      { name: 'CLIENT_STAMP_PUBLIC_KEYS', keys: env.CLIENT_STAMP_PUBLIC_KEYS },
      ctx,
    );
    if (env.MEDIA_DRIVER !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required when MEDIA_DRIVER is s3' });
  });
export type GatewayConfig = z.infer<typeof gatewayEnv>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** `10.0.0.7`, `10.0.0.0/8`, `fd00::/8`: what `READ_BUDGET_EXEMPT` lists. */
function isAddressOrBlock(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32);
}
