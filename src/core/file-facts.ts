/**
 * How a photo file's facts read to a buyer: its size in bytes and the print it makes. Both are
 * computed from the file the buyer receives (issue 22), so the page and the download agree.
 */

const KB = 1000;
const MB = 1000 * KB;

/**
 * spec §5: "File size in MB if at least 1 MB else KB" — "7.3 MB", "654 KB". Decimal units, as
 * file managers on macOS and the web show them. A size that would round to "1000 KB" reads "1.0 MB".
 */
export function formatFileSize(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const kilobytes = Math.round(safe / KB);
  if (safe >= MB || kilobytes >= 1000) return `${(safe / MB).toFixed(1)} MB`;
  return `${kilobytes} KB`;
}

/** The resolution a print size is quoted at. */
export const PRINT_DPI = 300;

/** Inches with at most one decimal, without a trailing ".0": 8, 5.3. */
function inches(pixels: number): string {
  return String(Math.round((pixels / PRINT_DPI) * 10) / 10);
}

/** "8 × 5.3 in at 300 dpi" for a 2400 × 1600 px file. */
export function printSize(width: number, height: number): string {
  return `${inches(width)} × ${inches(height)} in at ${PRINT_DPI} dpi`;
}
