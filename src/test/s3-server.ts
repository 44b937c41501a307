import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Store } from '../server/storage/s3-store';

/**
 * A real S3-protocol server (s3rver) on a free port with one bucket, and our S3 store on it
 * (ARCHITECTURE.md: never a mocked SDK). s3rver checks no signature and no expiry.
 */
export async function startS3Server(bucket = 'backdrop-originals') {
  // Known and harmless on Node 20 (ARCHITECTURE.md).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const directory = await mkdtemp(path.join(tmpdir(), 'backdrop-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const store = createS3Store({ endpoint, bucket, region: 'us-east-1', ...credentials });
  return {
    endpoint,
    bucket,
    credentials,
    store,
    async close() {
      store.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
