/**
 * The studios of the home page's "Trusted by leading studios" strip, by logo number: the first
 * is /media/logos/1.svg. The server draws each logo with its studio's name (server/demo/illustrator/logos.ts,
 * whose test keeps the two lists the same); the page names each logo by it (issue 23: not
 * "Studio logo 4").
 */
export const STUDIO_NAMES = [
  'Northlight Pictures',
  'Harbor & Pine Films',
  'Kestrel Studios',
  'Bellwether Entertainment',
  'Copperline Media',
  'Silver Lantern Films',
  'Meridian Gate Productions',
  'Tallgrass Pictures',
  'Blue Quarry Studios',
  'Foxglove & Finch',
  'Ironwood Television',
] as const;
