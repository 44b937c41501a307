import type { Config } from '../config';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';

/**
 * The object store the configuration asks for: S3 when S3_BUCKET is set (config.ts makes the
 * credentials come with it), files under DATA_DIR otherwise. The AWS SDK is imported only then:
 * it adds a quarter of a second or more to every start that does not use it.
 */
export async function createObjectStore(config: Config, dataDir: string): Promise<ObjectStore> {
  const { bucket, accessKeyId, secretAccessKey, endpoint, region } = config.s3;
  if (bucket === undefined) return createLocalStore(dataDir);
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    // loadConfig refuses this; reaching it means a Config was built some other way.
    throw new Error('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const { createS3Store } = await import('./s3-store');
  return createS3Store({ endpoint, bucket, accessKeyId, secretAccessKey, region });
}
