import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seed-args';

describe('parseSeedArgs', () => {
  it('defaults to 3000 photos with seed 1976', () => {
    expect(parseSeedArgs([])).toEqual({ photos: 3000, seed: 1976, reset: false, accounts: true });
  });

  it('reads --photos, --seed, --reset and --no-accounts', () => {
    expect(parseSeedArgs(['--photos', '1000000', '--seed', '7', '--reset', '--no-accounts'])).toEqual({
      photos: 1_000_000,
      seed: 7,
      reset: true,
      accounts: false,
    });
  });

  it('stops with one clear line on a non-numeric --photos', () => {
    expect(() => parseSeedArgs(['--photos', 'lots'])).toThrow(
      'Invalid --photos "lots": give a whole number from 0 to 2000000, e.g. --photos 3000.',
    );
    expect(() => parseSeedArgs(['--photos', '-5'])).toThrow(/Invalid --photos|Usage/);
  });

  it('names an unknown flag and shows the usage', () => {
    expect(() => parseSeedArgs(['--fotos', '10'])).toThrow(/Unknown option '--fotos'.*Usage: npm run seed/);
  });
});
