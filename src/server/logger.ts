import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs in production; readable lines in development. Secrets are redacted by path. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
