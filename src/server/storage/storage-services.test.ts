import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createObjectStore } from './storage-services';

describe('createObjectStore', () => {
  it('keeps files under DATA_DIR unless S3 is configured', async () => {
    expect((await createObjectStore(loadConfig({}), '/tmp/backdrop-unused')).kind).toBe('local');
  });

  it('uses S3 when S3_BUCKET and its credentials are set', async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_BUCKET: 'backdrop',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const store = await createObjectStore(config, '/tmp/backdrop-unused');
    expect(store.kind).toBe('s3');
    // Signing needs no server: the URL names the endpoint, the bucket (path style) and the lifetime.
    const url = new URL(
      (await store.presignedUrl('originals/a.jpg', { expiresInSeconds: 90, filename: 'a.jpg' })) ?? '',
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:1/backdrop/originals/a.jpg');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('90');
  });
});
