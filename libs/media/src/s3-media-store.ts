import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ImageSize } from '@ela/contracts';
import {
  isStoredFileName,
  storedFileName,
  type MediaStore,
  type StoredFile,
  type StoredInfo,
} from './media-store';

export interface S3MediaStoreOptions {
  /** An S3-compatible server (MinIO…); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<name>` rather than `<bucket>.<endpoint>/<name>`: what MinIO serves. */
  forcePathStyle: boolean;
}

const notFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Images as objects of one bucket of an S3-compatible store, named as they are served, so every
 * gateway replica sees what any of them stored. An object is visible only once its upload has
 * completed, as a renamed file is on disk.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaStoreOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // S3-compatible servers do not all take the SDK's newer default checksums; MD5-less
      // uploads of a known length are what every one of them reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store is an error in seconds, not a request hanging on the gateway.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  /** Creates the bucket when it is missing (a laptop's or a trial cluster's fresh MinIO). */
  async ensureBucket(): Promise<void> {
    const Bucket = this.options.bucket;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if (!notFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket })).catch(async (failure: unknown) => {
        // Another replica created it meanwhile (servers word that differently): then it is there.
        await this.client.send(new HeadBucketCommand({ Bucket })).catch(() => {
          throw failure;
        });
      });
    }
  }

  async put(key: string, size: ImageSize, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: storedFileName(key, size),
        Body: data,
        ContentLength: data.length,
        ContentType: 'image/webp',
      }),
    );
  }

  async open(name: string): Promise<StoredFile | null> {
    if (!isStoredFileName(name)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: name }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async stat(name: string): Promise<StoredInfo | null> {
    if (!isStoredFileName(name)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: name }));
      return { size: head.ContentLength ?? 0, storedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    if (!isStoredFileName(name)) return;
    // S3 answers a delete of a missing object with success, as a delete should be.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: name }));
  }

  async isEmpty(): Promise<boolean> {
    const listed = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.options.bucket, MaxKeys: 1 }),
    );
    return (listed.KeyCount ?? 0) === 0;
  }

  close(): void {
    this.client.destroy();
  }
}
