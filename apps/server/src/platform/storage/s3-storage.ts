import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage';
import { sizeLimit } from './size-limit';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** Parts of 8 MiB, two in flight: a 50 MB file uploads in 7 parts with at most 16 MiB held. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (AWS SDK v3). Streams of any length go up as a multipart
 * upload (one PutObject when small); a failed or oversized upload is aborted and leaves nothing.
 */
export class S3Storage implements FileStorage {
  private client: S3Client;

  constructor(private settings: S3Settings) {
    const options: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    };
    this.client = new S3Client(options);
  }

  async put(key: string, body: Readable, maxBytes: number): Promise<number> {
    assertStorageKey(key);
    const limit = sizeLimit(maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: limit.counter },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // Either side failing fails both: a dropped connection or too many bytes ends the upload,
    // and a refused upload stops reading the source.
    const feeding = pipeline(body, limit.counter);
    const uploading = upload.done();
    feeding.catch(() => undefined);
    uploading.catch(() => undefined);
    try {
      await Promise.all([feeding, uploading]);
    } catch (error) {
      limit.counter.destroy(error as Error);
      await upload.abort().catch(() => undefined);
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return limit.bytes();
  }

  async get(key: string) {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      if (!object.Body) return null;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
