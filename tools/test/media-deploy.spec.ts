import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEV_MEDIA_STORE_CREDENTIALS } from '@ela/service-kit';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Env = Record<string, string>;
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, { environment?: Env; depends_on?: Record<string, unknown> }>;
};

describe('the media store in docker-compose.yml', () => {
  const gateway = compose.services.gateway;
  const minio = compose.services.minio;

  it('has the gateway keep uploads in MinIO, which it waits for', () => {
    expect(gateway.environment).toMatchObject({
      MEDIA_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_CREATE_BUCKET: 'true',
      NODE_ENV: 'development',
    });
    expect(gateway.depends_on).toHaveProperty('minio');
  });

  it('starts MinIO with the very key pair development gives the gateway', () => {
    // The gateway sets none of its own: in development it takes DEV_MEDIA_STORE_CREDENTIALS.
    expect(gateway.environment).not.toHaveProperty('S3_SECRET_ACCESS_KEY');
    expect(minio.environment).toMatchObject({
      MINIO_ROOT_USER: DEV_MEDIA_STORE_CREDENTIALS.S3_ACCESS_KEY_ID,
      MINIO_ROOT_PASSWORD: DEV_MEDIA_STORE_CREDENTIALS.S3_SECRET_ACCESS_KEY,
    });
  });
});
