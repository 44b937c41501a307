/**
 * A photo's accessible name where many photos are listed: titles repeat (24 "kitchen" results
 * carried 12 distinct names, issue 23), so the name adds the photo's number, as the photo page
 * shows it (#N).
 */
export function photoName(photo: { title: string | null; photoid: number }): string {
  return `${photo.title ?? 'Photo'} #${photo.photoid}`;
}
