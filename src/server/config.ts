import { z } from 'zod';
import { DOWNLOAD_LINK_MINUTES } from '../core/purchases';
import { parseTaxRates } from '../core/tax';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const port = z.coerce
  .number({ message: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const postgresUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .refine((value) => value === undefined || /^postgres(ql)?:\/\/.+/.test(value), {
    message: 'must be a postgres:// URL, e.g. postgres://postgres@127.0.0.1:5432/backdrop',
  });

/**
 * The S3 settings object storage cannot work without. S3_ENDPOINT is left out because AWS itself
 * needs none (the SDK knows its endpoints), and S3_REGION because it has a default (us-east-1).
 */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Every environment variable the server reads (README lists them with their defaults). */
const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development'),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value) => {
        if (value === undefined || value === '' || value === 'false' || value === '0') return 0;
        if (value === 'true') return 1;
        return /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
      })
      .refine((hops) => Number.isInteger(hops), {
        message: 'must be true, false or the number of proxies in front of the server (e.g. 1)',
      }),
    APP_URL: z.url({ message: 'must be an absolute URL such as http://localhost:3000' }).optional(),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: postgresUrl,
    DATABASE_READ_URL: postgresUrl,
    DEMO_PHOTOS: z.coerce
      .number({ message: 'must be a whole number (0 disables the demo catalogue)' })
      .int('must be a whole number (0 disables the demo catalogue)')
      .min(0, 'must be 0 or more')
      .max(2_000_000, 'must be at most 2000000')
      .default(3000),
    // Background jobs run at once by this process (issue 26); 0 runs none (another process does).
    JOB_CONCURRENCY: z.coerce
      .number({ message: 'must be a whole number (0 runs no background jobs in this process)' })
      .int('must be a whole number (0 runs no background jobs in this process)')
      .min(0, 'must be 0 or more')
      .max(16, 'must be at most 16')
      .default(1),
    RATE_LIMITS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    // issue 29: how long a request may wait for the database in all before it is answered 503.
    DB_QUEUE_BUDGET_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(60_000, 'must be at most 60000 (a minute)')
      .default(5000),
    // issue 29: statements waiting for the database before the next one is refused (503).
    DB_QUEUE_MAX_WAITING: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(1000),
    // How long a download link works (issue 13: 15 minutes); browser tests shorten it to see one expire.
    DOWNLOAD_LINK_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(86_400, 'must be at most 86400 (a day)')
      .default(DOWNLOAD_LINK_MINUTES * 60),
    // Months of raw click events kept (issue 28): older monthly partitions are dropped whole.
    ANALYTICS_RETENTION_MONTHS: z.coerce
      .number({ message: 'must be a whole number of months' })
      .int('must be a whole number of months')
      .min(1, 'must be at least 1')
      .max(120, 'must be at most 120')
      .default(13),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SMTP_URL: optionalText,
    MAIL_FROM: optionalText,
    TURNSTILE_SITE_KEY: optionalText,
    TURNSTILE_SECRET_KEY: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // issue 22: tax per billing country when Stripe Tax is not in use (`GB:20,DE:19`; zero elsewhere).
    TAX_RATES: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTaxRates(value ?? '');
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `must be like GB:20,DE:19: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
    // The seller printed on invoices; the address's lines are separated by "|".
    SELLER_NAME: optionalText,
    SELLER_ADDRESS: optionalText,
    SELLER_EMAIL: optionalText,
    S3_ENDPOINT: optionalText,
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_REGION: optionalText,
  })
  .superRefine((env, ctx) => {
    // A replica copies a PostgreSQL primary; the embedded database has none (decision 024).
    if (env.DATABASE_READ_URL !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message:
          'needs DATABASE_URL: a read replica copies a PostgreSQL primary, and the embedded database (PGlite) has none. Set DATABASE_URL to the primary, or unset DATABASE_READ_URL',
      });
    }
    // Object storage is all or nothing: a half-configured S3 must stop the start, not quietly
    // keep sold files on the local disk of one of many processes.
    const s3Names = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_REGION',
    ] as const;
    const s3Set = s3Names.filter((name) => env[name] !== undefined);
    if (s3Set.length > 0) {
      for (const name of S3_REQUIRED) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when ${listed(s3Set)} ${s3Set.length === 1 ? 'is' : 'are'} set (object storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together)`,
          });
        }
      }
    }
    if (env.NODE_ENV !== 'production') return;
    // Production removes every development aid, so their real counterparts must be configured.
    const required = [
      'AUTH_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
      'TURNSTILE_SITE_KEY',
      'TURNSTILE_SECRET_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'APP_URL',
    ] as const;
    for (const name of required) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
      }
    }
  });

/** `A`, `A and B`, `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof configSchema>) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0 = none. */
    trustProxyHops: env.TRUST_PROXY,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    demoPhotos: env.DEMO_PHOTOS,
    jobConcurrency: env.JOB_CONCURRENCY,
    logLevel: env.LOG_LEVEL,
    /** Per-client limits on search and catalogue reads; off only for load tests from one address. */
    rateLimits: env.RATE_LIMITS === 'on',
    /** The database's admission queue (db/admission.ts): a request's waiting budget, and its length. */
    dbQueue: { budgetMs: env.DB_QUEUE_BUDGET_MS, maxWaiting: env.DB_QUEUE_MAX_WAITING },
    downloadLinkSeconds: env.DOWNLOAD_LINK_SECONDS,
    /** Months of raw click events kept; click_analytics keeps the totals for ever. */
    analyticsRetentionMonths: env.ANALYTICS_RETENTION_MONTHS,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Backdrop <hello@backdrop.local>',
    turnstile: { siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY },
    google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    /** Basis points per billing country; unused when Stripe is configured (Stripe Tax decides). */
    taxRates: env.TAX_RATES,
    seller: {
      name: env.SELLER_NAME ?? 'Backdrop',
      address: (env.SELLER_ADDRESS ?? '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      email: env.SELLER_EMAIL ?? mailAddressOf(env.MAIL_FROM ?? 'hello@backdrop.local'),
    },
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      /** us-east-1 unless set: what AWS assumes, and what s3rver, MinIO and R2 accept. */
      region: env.S3_REGION ?? 'us-east-1',
    },
  };
}

/** "Backdrop <hello@backdrop.example>" → "hello@backdrop.example". */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once. Each problem names the variable, what is wrong and the value
 * seen (secrets are never echoed), so a bad start stops with one readable line per mistake.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return toConfig(result.data);
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const raw = env[name];
    const shown = raw === undefined || /SECRET|PASSWORD|KEY|URL/.test(name) ? '' : ` (got "${raw}")`;
    return `Configuration error: ${name} ${issue.message}${shown}.`;
  });
  throw new ConfigError(problems);
}

/** Reads `.env` into process.env when present; variables already set win. */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
