import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks signatures with them. */
const S3RVER_KEY = 'S3RVER';

/** A real S3-protocol server (s3rver) on loopback with one bucket, its objects in a temp folder. */
export async function startS3Peer(bucket = 'aurum-vault') {
  // The SDK's notice that its 2027 releases will want Node 22 (ADR 020) is said once, not per test.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = await mkdtemp(path.join(tmpdir(), 'aurum-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY };
  const client = new S3Client({ region: 'us-east-1', endpoint, credentials, forcePathStyle: true });
  return {
    bucket,
    endpoint,
    /** The S3_* settings that point Aurum at this server. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials,
      forcePathStyle: true,
    },
    /** The keys of the objects in the bucket, as any client sees them. */
    async listKeys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    /** Every byte the server holds on disk (objects and their metadata), file by file. */
    async storedFiles(): Promise<Buffer[]> {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      return Promise.all(
        entries.filter((e) => e.isFile()).map((e) => readFile(path.join(e.parentPath, e.name))),
      );
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
