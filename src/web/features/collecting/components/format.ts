const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Mar 1, 2026". */
export function formatDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "1 photo", "3 photos". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Kitchen drama · Acme Films", or what there is of it. */
export function projectLine(project: string | null, company: string | null): string | null {
  return [project, company].filter(Boolean).join(' · ') || null;
}
