/**
 * The colour tokens of src/web/styles.css (`@theme`), with what each is for. tokens.test.ts reads
 * styles.css and fails when a value here drifts from it.
 */
export const COLOUR_TOKENS = [
  { name: 'paper', hex: '#f7f2e8', use: 'The page background.' },
  { name: 'paper-deep', hex: '#ece3d2', use: 'Panels, hovers, skeletons, neutral pills.' },
  { name: 'rule', hex: '#d8ccb8', use: 'Borders and dividers; never text.' },
  { name: 'ink', hex: '#221c17', use: 'Text, primary buttons, dark regions.' },
  { name: 'ink-soft', hex: '#4f443b', use: 'Secondary text, hints, captions.' },
  { name: 'sepia', hex: '#8f5229', use: 'The accent: links, active tabs, the focus ring on light.' },
  { name: 'sepia-light', hex: '#f0c48a', use: 'Highlights, selection, the focus ring on dark (.on-dark).' },
] as const;

export type ColourToken = (typeof COLOUR_TOKENS)[number]['name'];

/** Text/background pairs the product uses, with their WCAG contrast shown on the style guide. */
export const CONTRAST_PAIRS: readonly { text: ColourToken; on: ColourToken }[] = [
  { text: 'ink', on: 'paper' },
  { text: 'ink-soft', on: 'paper' },
  { text: 'sepia', on: 'paper' },
  { text: 'ink', on: 'paper-deep' },
  { text: 'paper', on: 'ink' },
  { text: 'sepia-light', on: 'ink' },
];

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export function tokenHex(name: ColourToken): string {
  const token = COLOUR_TOKENS.find((candidate) => candidate.name === name);
  if (!token) throw new Error(`unknown colour token ${name}`);
  return token.hex;
}
