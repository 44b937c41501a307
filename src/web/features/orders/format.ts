const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** "March 4, 2026 at 10:00 AM", in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "1 photo", "25 photos". */
export const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;
