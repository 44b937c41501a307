import { parseArgs } from 'node:util';

export interface SeedArgs {
  photos: number;
  seed: number;
  reset: boolean;
  accounts: boolean;
}

/** A mistake in the command line: printed as one line, without a stack trace. */
export class SeedArgsError extends Error {
  override name = 'SeedArgsError';
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) > max) {
    throw new SeedArgsError(
      `Invalid --${name} "${raw}": give a whole number from 0 to ${max}, e.g. --${name} ${fallback}.`,
    );
  }
  return Number(raw);
}

/** `npm run seed -- --photos N [--seed S] [--reset] [--no-accounts]`; throws one readable line on bad input. */
export function parseSeedArgs(argv: string[]): SeedArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SeedArgsError(
      `${message.split('\n')[0]} Usage: npm run seed -- --photos 3000 [--seed 1976] [--reset]`,
    );
  }
  return {
    photos: wholeNumber('photos', parsed.values.photos, 3000, 2_000_000),
    seed: wholeNumber('seed', parsed.values.seed, 1976, 2 ** 31),
    reset: parsed.values.reset ?? false,
    accounts: !(parsed.values['no-accounts'] ?? false),
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      photos: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean' },
      'no-accounts': { type: 'boolean' },
    },
    strict: true,
  });
}
