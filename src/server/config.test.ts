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
});
