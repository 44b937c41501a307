import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      demoPhotos: 3000,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('reads the tax table and the seller (issue 22): no tax by default, a bad table stops the start', () => {
    const plain = loadConfig({});
    expect(plain.taxRates).toEqual({});
    expect(plain.seller).toEqual({ name: 'Backdrop', address: [], email: 'hello@backdrop.local' });
    const configured = loadConfig({
      TAX_RATES: 'GB:20,DE:19',
      SELLER_NAME: 'Backdrop Ltd',
      SELLER_ADDRESS: '12 Reel Street | London W1 1AA|United Kingdom',
      MAIL_FROM: 'Backdrop <accounts@backdrop.example>',
    });
    expect(configured.taxRates).toEqual({ GB: 2000, DE: 1900 });
    expect(configured.seller).toEqual({
      name: 'Backdrop Ltd',
      address: ['12 Reel Street', 'London W1 1AA', 'United Kingdom'],
      email: 'accounts@backdrop.example',
    });
    expect(problemsOf({ TAX_RATES: 'GB=20' })[0]).toContain('TAX_RATES must be like GB:20,DE:19');
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names the variable, the problem and the value on a bad port', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'Configuration error: PORT must be a whole number between 1 and 65535 (got "abc").',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toContain('PORT must be a whole number between 1 and 65535');
  });

  it('rejects unknown values of enumerated variables', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })).toEqual([
      'Configuration error: NODE_ENV must be development, production or test (got "staging").',
    ]);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toContain('LOG_LEVEL must be one of');
  });

  it('rejects a DATABASE_URL that is not a postgres URL without echoing it', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:secret@db/x' });
    expect(problem).toContain('DATABASE_URL must be a postgres:// URL');
    expect(problem).not.toContain('secret');
  });

  it('refuses production without the production settings, one line each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('Configuration error: SMTP_URL is required when NODE_ENV=production.');
    expect(problems).toContain('Configuration error: AUTH_SECRET is required when NODE_ENV=production.');
    expect(problems).toContain(
      'Configuration error: STRIPE_SECRET_KEY is required when NODE_ENV=production.',
    );
  });

  it('takes object storage settings all together or not at all', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'backdrop',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}).s3.bucket).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'backdrop',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    // AWS itself needs no endpoint.
    expect(loadConfig({ ...s3, S3_ENDPOINT: '', S3_REGION: 'eu-west-1' }).s3.region).toBe('eu-west-1');

    expect(problemsOf({ S3_BUCKET: 'backdrop' })).toEqual([
      'Configuration error: S3_ACCESS_KEY_ID is required when S3_BUCKET is set (object storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together).',
      'Configuration error: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set (object storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together).',
    ]);
    const problems = problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'hunter2' });
    expect(problems.map((p) => p.split(' ')[2])).toEqual(['S3_BUCKET', 'S3_ACCESS_KEY_ID']);
    expect(problems[0]).toContain('when S3_ENDPOINT and S3_SECRET_ACCESS_KEY are set');
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
