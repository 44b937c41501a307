import type { SeedPhase } from '../src/server/demo/seed-demo';

/** One line for a step after the photos, with the time since the seed began. */
export function describePhase(step: SeedPhase, elapsedMs: number): string {
  const at = `(${(elapsedMs / 1000).toFixed(1)} s)`;
  switch (step.phase) {
    case 'indexes':
      return step.index
        ? `  index ${step.built}/${step.total} built: ${step.index} ${at}`
        : `Rebuilding ${step.total} indexes ${at}`;
    case 'extras':
      return `Adding click analytics, the search lexicon, collections and demo orders ${at}`;
    case 'vacuum':
      return `Vacuuming and analysing the tables ${at}`;
  }
}
