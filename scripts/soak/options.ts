import { parseArgs } from 'node:util';

export interface SoakOptions {
  minutes: number;
  /** The PostgreSQL server to use when this machine has no server binaries to make its own pair. */
  adminUrl: string;
  /** The two app processes' ports; free ones when absent. */
  appPorts: [number, number] | undefined;
  /** The soak's own primary and replica ports; free ones when absent. */
  pgPorts: [number, number] | undefined;
  guests: number;
  buyers: number;
}

export const SOAK_USAGE = `npm run soak -- [--minutes 30] [--url postgres://postgres@127.0.0.1:5432/postgres]
  [--app-port P (P and P+1)] [--pg-port P (P and P+1)] [--guests 12] [--buyers 8]`;

const pair = (value: string | undefined): [number, number] | undefined =>
  value === undefined ? undefined : [Number(value), Number(value) + 1];

export function parseSoakOptions(argv: string[]): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: 'string', default: '30' },
      url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'app-port': { type: 'string' },
      'pg-port': { type: 'string' },
      guests: { type: 'string', default: '12' },
      buyers: { type: 'string', default: '8' },
    },
  });
  const options: SoakOptions = {
    minutes: Number(values.minutes),
    adminUrl: values.url,
    appPorts: pair(values['app-port']),
    pgPorts: pair(values['pg-port']),
    guests: Number(values.guests),
    buyers: Number(values.buyers),
  };
  const counts = [
    options.minutes,
    options.guests,
    options.buyers,
    ...(options.appPorts ?? []),
    ...(options.pgPorts ?? []),
  ];
  if (counts.some((value) => !Number.isFinite(value) || value <= 0) || options.buyers < 1)
    throw new Error(`bad options\n${SOAK_USAGE}`);
  return options;
}
