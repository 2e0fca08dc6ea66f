import type { Config } from '../config';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** The file storage of the configuration: an S3 bucket when S3_BUCKET is set, else a folder. */
export function createFileStorage(config: Config, folder: string): FileStorage {
  if (!config.S3_BUCKET) return new DiskStorage(folder);
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}
