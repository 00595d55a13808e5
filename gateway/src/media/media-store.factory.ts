import { LocalMediaStore, S3MediaStore, type MediaStore } from '@ela/media';
import type { GatewayConfig } from '../config';

/** The store MEDIA_DRIVER names, ready to take uploads (its bucket made first when asked). */
export async function openMediaStore(config: GatewayConfig): Promise<MediaStore> {
  if (config.MEDIA_DRIVER === 'local') return new LocalMediaStore(config.MEDIA_DIR);
  // The config's own check has made these present for the s3 driver.
  const store = new S3MediaStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  if (config.S3_CREATE_BUCKET) await store.ensureBucket();
  return store;
}
