/**
 * The catalogue's dominant colour (the `dominant_color` filter, DOMINANT_COLORS of the seed's
 * vocabulary) of a small RGB rendering: each pixel votes for a hue family with the weight of its
 * saturation; a picture with little colour is grey; dark or dull oranges and reds are brown.
 */

export const DOMINANT_COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'brown', 'grey'] as const;
export type DominantColour = (typeof DOMINANT_COLOURS)[number];

/** Hue (degrees), saturation and value (0..1) of one pixel. */
function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const value = max / 255;
  const saturation = max === 0 ? 0 : delta / max;
  if (delta === 0) return [0, saturation, value];
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  hue *= 60;
  return [hue < 0 ? hue + 360 : hue, saturation, value];
}

function family(hue: number, saturation: number, value: number): Exclude<DominantColour, 'grey'> {
  if (hue < 15 || hue >= 330) return value < 0.45 || saturation < 0.35 ? 'brown' : 'red';
  if (hue < 45) return value < 0.6 || saturation < 0.45 ? 'brown' : 'orange';
  if (hue < 70) return value < 0.45 ? 'brown' : 'yellow';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  // Purples and magentas have no value of their own in the catalogue: nearest is red or blue.
  return hue < 295 ? 'blue' : 'red';
}

/** The dominant colour of packed RGB (3 bytes a pixel) or RGBA (channels 4) pixels. */
export function dominantColour(pixels: Uint8Array, channels: 3 | 4 = 3): DominantColour {
  const votes = new Map<DominantColour, number>();
  let colourWeight = 0;
  let count = 0;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const [hue, saturation, value] = hsv(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0);
    count++;
    // Near-black and washed-out pixels carry no colour.
    if (value < 0.12 || saturation < 0.15) continue;
    const weight = saturation * Math.min(1, value * 1.5);
    colourWeight += weight;
    const name = family(hue, saturation, value);
    votes.set(name, (votes.get(name) ?? 0) + weight);
  }
  // Less colour than a faint tint over the whole frame: a grey (or sepia-faint) picture.
  if (count === 0 || colourWeight / count < 0.08) return 'grey';
  let best: DominantColour = 'grey';
  let bestVotes = 0;
  for (const [name, weight] of votes) {
    if (weight > bestVotes) {
      best = name;
      bestVotes = weight;
    }
  }
  return best;
}
