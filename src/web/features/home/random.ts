/** A whole number from `min` to `max`, both included. `random` is injectable for tests. */
export function randomInt(min: number, max: number, random: () => number = Math.random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A shuffled copy (Fisher–Yates), leaving `items` as it was. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(0, i, random);
    const a = result[i];
    const b = result[j];
    if (a === undefined || b === undefined) continue;
    result[i] = b;
    result[j] = a;
  }
  return result;
}

/** `[1, 2, …, count]`. */
export function oneTo(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}
