import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** An S3-compatible store for one test file: where it is, and a bucket of that test's own. */
export interface TestObjectStore {
  /** `minio` when `S3_TEST_ENDPOINT` names a real server, `s3rver` when one runs in this process. */
  kind: 'minio' | 's3rver';
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The gateway's variables for this store (it creates the bucket at start). */
  gatewayEnv: Record<string, string>;
  /** Deletes a bucket a test made on this server, with what it holds. */
  removeBucket(bucket: string): Promise<void>;
  stop(): Promise<void>;
}

/** s3rver checks every request's signature against this one fixed key pair. */
const S3RVER_KEY = 'S3RVER';

/**
 * The store media tests run against: the server named by `S3_TEST_ENDPOINT` (MinIO in CI that
 * has one; with `S3_TEST_ACCESS_KEY_ID`, `S3_TEST_SECRET_ACCESS_KEY`, optionally
 * `S3_TEST_REGION`), else s3rver, an S3 server written in Node, started here on a free port
 * with its files in a temporary folder. Either way the bucket is a new one (the gateway creates
 * it), so test files never see each other's objects.
 */
export async function startTestObjectStore(env: NodeJS.ProcessEnv = process.env): Promise<TestObjectStore> {
  const bucket = `ela-test-${randomBytes(4).toString('hex')}`;
  const external = env.S3_TEST_ENDPOINT;
  if (external) {
    const accessKeyId = env.S3_TEST_ACCESS_KEY_ID;
    const secretAccessKey = env.S3_TEST_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      throw new Error('S3_TEST_ENDPOINT needs S3_TEST_ACCESS_KEY_ID and S3_TEST_SECRET_ACCESS_KEY');
    const store = {
      endpoint: external,
      region: env.S3_TEST_REGION ?? 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
    };
    const removeBucket = (name: string) => emptyAndDeleteBucket({ ...store, bucket: name });
    return {
      kind: 'minio',
      ...store,
      gatewayEnv: gatewayEnv(store),
      removeBucket,
      stop: () => removeBucket(bucket),
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const port = await freePort();
  // Loaded only here: `npm start` and the other tests never need it.
  const { default: S3rver } = await import('@20minutes/s3rver');
  await signWithRequestPath();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  server.middleware.unshift((ctx, next) => requestPath.run(ctx.path, next));
  await server.run();
  const store = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
  };
  return {
    kind: 's3rver',
    ...store,
    gatewayEnv: gatewayEnv(store),
    removeBucket: (name) => emptyAndDeleteBucket({ ...store, bucket: name }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const requestPath = new AsyncLocalStorage<string>();
let signingPatched = false;

/**
 * SigV4 signs the path as sent, and the AWS SDK sends bucket requests as `/<bucket>/`. s3rver
 * rebuilds the path from its route without that slash, so it refused every bucket request
 * (HeadBucket, CreateBucket) as badly signed, where S3 and MinIO accept them. It is given the
 * path as sent; every signature is still checked.
 */
async function signWithRequestPath(): Promise<void> {
  if (signingPatched) return;
  // The CommonJS exports object itself, which the authentication middleware calls through.
  const { default: v4 } = await import('@20minutes/s3rver/lib/signature/v4.js');
  const original = v4.getStringToSign;
  v4.getStringToSign = (canonical, request) => {
    const sent = requestPath.getStore();
    const uri = sent?.endsWith('/') && !canonical.uri.endsWith('/') ? `${canonical.uri}/` : canonical.uri;
    return original({ ...canonical, uri }, request);
  };
  signingPatched = true;
}

type Store = Pick<TestObjectStore, 'endpoint' | 'region' | 'bucket' | 'accessKeyId' | 'secretAccessKey'>;

function gatewayEnv(store: Store): Record<string, string> {
  return {
    MEDIA_DRIVER: 's3',
    S3_ENDPOINT: store.endpoint,
    S3_REGION: store.region,
    S3_BUCKET: store.bucket,
    S3_ACCESS_KEY_ID: store.accessKeyId,
    S3_SECRET_ACCESS_KEY: store.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_CREATE_BUCKET: 'true',
  };
}

/** Leaves a shared server as it was found: the test's objects and bucket go. */
async function emptyAndDeleteBucket(store: Store): Promise<void> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
  try {
    const listed = await client.send(new s3.ListObjectsV2Command({ Bucket: store.bucket })).catch(() => null);
    for (const object of listed?.Contents ?? [])
      await client.send(new s3.DeleteObjectCommand({ Bucket: store.bucket, Key: object.Key }));
    await client.send(new s3.DeleteBucketCommand({ Bucket: store.bucket })).catch(() => undefined);
  } finally {
    client.destroy();
  }
}
