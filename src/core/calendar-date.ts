/**
 * A day written YYYY-MM-DD that exists: 2024-02-29 does, 2023-02-29, 2024-04-31 and 0000-01-01 do
 * not (PostgreSQL has no year 0, and refuses the rest with an error rather than an empty answer).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999: set the year again to read back what was written.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
