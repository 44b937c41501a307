import { escapeXml } from '../../media/svg';

/**
 * Fictitious studio logos for the "trusted by" strip. They are SVG the browser renders, so text
 * with generic font stacks is fine here (unlike the preview watermark, which sharp rasterises).
 */

const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', serif";

interface Studio {
  name: string;
  /** First line, large. */
  word: string;
  /** Second line, small capitals. */
  kind: string;
  colour: string;
  accent: string;
  font: 'sans' | 'serif';
  /** Emblem drawn in a 80×80 box. */
  emblem: (colour: string, accent: string) => string;
}

const STUDIO_LIST: readonly Studio[] = [
  {
    name: 'Northlight Pictures',
    word: 'NORTHLIGHT',
    kind: 'Pictures',
    colour: '#1d2b4f',
    accent: '#d9a441',
    font: 'sans',
    emblem: (c, a) =>
      `<path d="M40 6L46 34L74 40L46 46L40 74L34 46L6 40L34 34Z" fill="${a}"/><path d="M8 62Q40 46 72 62" stroke="${c}" stroke-width="5" fill="none"/>`,
  },
  {
    name: 'Harbor & Pine Films',
    word: 'Harbor & Pine',
    kind: 'Films',
    colour: '#2f5d50',
    accent: '#2b6c8f',
    font: 'serif',
    emblem: (c, a) =>
      `<path d="M40 6L60 40H50L66 60H14L30 40H20Z" fill="${c}"/><rect x="36" y="60" width="8" height="8" fill="${c}"/><path d="M4 72Q14 66 24 72T44 72T64 72T84 72" stroke="${a}" stroke-width="4" fill="none"/>`,
  },
  {
    name: 'Kestrel Studios',
    word: 'KESTREL',
    kind: 'Studios',
    colour: '#b5532f',
    accent: '#3a2a22',
    font: 'sans',
    emblem: (c, a) =>
      `<path d="M6 30Q40 18 74 30L54 36L40 70L26 36Z" fill="${c}"/><circle cx="40" cy="30" r="6" fill="${a}"/>`,
  },
  {
    name: 'Bellwether Entertainment',
    word: 'Bellwether',
    kind: 'Entertainment',
    colour: '#5b2a5e',
    accent: '#c9a0c9',
    font: 'serif',
    emblem: (c, a) =>
      `<path d="M40 8Q58 8 60 34Q62 54 70 62H10Q18 54 20 34Q22 8 40 8Z" fill="${c}"/><circle cx="40" cy="68" r="7" fill="${a}"/>`,
  },
  {
    name: 'Copperline Media',
    word: 'COPPERLINE',
    kind: 'Media',
    colour: '#7a4520',
    accent: '#b87333',
    font: 'sans',
    emblem: (c, a) =>
      `<circle cx="40" cy="40" r="34" fill="none" stroke="${c}" stroke-width="5"/><path d="M20 56L44 20M32 62L58 24M46 64L62 40" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    name: 'Silver Lantern Films',
    word: 'Silver Lantern',
    kind: 'Films',
    colour: '#4f5864',
    accent: '#f2c14e',
    font: 'serif',
    emblem: (c, a) =>
      `<path d="M30 14Q40 2 50 14" stroke="${c}" stroke-width="4" fill="none"/><rect x="22" y="14" width="36" height="8" rx="2" fill="${c}"/><rect x="24" y="24" width="32" height="38" rx="6" fill="${a}" stroke="${c}" stroke-width="4"/><rect x="22" y="64" width="36" height="8" rx="2" fill="${c}"/>`,
  },
  {
    name: 'Meridian Gate Productions',
    word: 'MERIDIAN GATE',
    kind: 'Productions',
    colour: '#1f6f78',
    accent: '#9fd0d4',
    font: 'sans',
    emblem: (c, a) =>
      `<path d="M12 74V38Q12 10 40 10Q68 10 68 38V74H56V40Q56 22 40 22Q24 22 24 40V74Z" fill="${c}"/><rect x="30" y="44" width="20" height="30" fill="${a}"/>`,
  },
  {
    name: 'Tallgrass Pictures',
    word: 'Tallgrass',
    kind: 'Pictures',
    colour: '#56621f',
    accent: '#b7c46a',
    font: 'serif',
    emblem: (c, a) =>
      `<path d="M18 74Q20 40 8 14Q30 40 28 74Z" fill="${a}"/><path d="M32 74Q36 34 40 6Q46 34 46 74Z" fill="${c}"/><path d="M50 74Q52 44 72 18Q62 46 60 74Z" fill="${a}"/>`,
  },
  {
    name: 'Blue Quarry Studios',
    word: 'BLUE QUARRY',
    kind: 'Studios',
    colour: '#2d4e8a',
    accent: '#8fb0e0',
    font: 'sans',
    emblem: (c, a) =>
      `<rect x="8" y="50" width="64" height="22" fill="${c}"/><rect x="16" y="30" width="44" height="18" fill="${a}"/><rect x="26" y="12" width="26" height="16" fill="${c}"/>`,
  },
  {
    name: 'Foxglove & Finch',
    word: 'Foxglove & Finch',
    kind: 'Films',
    colour: '#8a2c5a',
    accent: '#e58fb4',
    font: 'serif',
    emblem: (c, a) =>
      `<path d="M30 76Q28 40 36 8" stroke="${c}" stroke-width="4" fill="none"/><ellipse cx="24" cy="24" rx="7" ry="10" fill="${a}"/><ellipse cx="22" cy="44" rx="8" ry="11" fill="${a}"/><ellipse cx="44" cy="34" rx="7" ry="10" fill="${a}"/><circle cx="60" cy="56" r="11" fill="${c}"/><path d="M70 54L78 52L70 60Z" fill="${c}"/>`,
  },
  {
    name: 'Ironwood Television',
    word: 'IRONWOOD',
    kind: 'Television',
    colour: '#333333',
    accent: '#8a5a3b',
    font: 'sans',
    emblem: (c, a) =>
      `<rect x="4" y="10" width="72" height="58" rx="12" fill="${c}"/><circle cx="40" cy="39" r="22" fill="none" stroke="${a}" stroke-width="3"/><circle cx="40" cy="39" r="14" fill="none" stroke="${a}" stroke-width="3"/><circle cx="40" cy="39" r="6" fill="${a}"/>`,
  },
];

export const LOGO_COUNT = STUDIO_LIST.length;

/** Studio names by logo number (1-based); the web app's alt texts use core/studio-names.ts, kept equal by a test. */
export const STUDIO_NAMES: readonly string[] = STUDIO_LIST.map((studio) => studio.name);

/** Logo `id` (1..LOGO_COUNT) as an SVG document, or null. */
export function logoSvg(id: number): string | null {
  const studio = Number.isInteger(id) ? STUDIO_LIST[id - 1] : undefined;
  if (!studio) return null;
  const family = studio.font === 'serif' ? SERIF : SANS;
  // Long names get a smaller size so every logo fits the same 260-unit text column.
  const wordSize = Math.min(
    32,
    Math.floor(256 / (studio.word.length * (studio.font === 'serif' ? 0.58 : 0.7))),
  );
  const weight = studio.font === 'serif' ? 700 : 800;
  const spacing = studio.font === 'serif' ? 0 : 1.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" width="360" height="96" role="img" aria-label="${escapeXml(studio.name)}"><title>${escapeXml(studio.name)}</title><g transform="translate(4 8)">${studio.emblem(studio.colour, studio.accent)}</g><text x="100" y="50" font-family="${family}" font-size="${wordSize}" font-weight="${weight}" letter-spacing="${spacing}" fill="${studio.colour}">${escapeXml(studio.word)}</text><text x="101" y="76" font-family="${SANS}" font-size="14" font-weight="600" letter-spacing="5" fill="${studio.colour}" fill-opacity="0.8">${escapeXml(studio.kind.toUpperCase())}</text></svg>`;
}
