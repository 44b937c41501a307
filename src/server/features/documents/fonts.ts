import { createRequire } from 'node:module';

/**
 * The fonts every document embeds (DejaVu Sans, from the `dejavu-fonts-ttf` package), so a PDF
 * looks the same in every viewer and prints every character a title may hold. Resolved through
 * Node's module resolution from this file, which works from the sources (tsx, Vitest) and from the
 * esbuild bundle in dist/server alike: the bundle keeps packages external, so node_modules is
 * found by walking up from dist/server as it is from src/server/features/documents.
 */

export interface DocumentFonts {
  /** File paths; pdfkit names a font loaded from a path by that path, so each loads once per PDF. */
  regular: string;
  bold: string;
}

let resolved: DocumentFonts | null = null;

export function documentFonts(): DocumentFonts {
  if (!resolved) {
    const require = createRequire(import.meta.url);
    resolved = {
      regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    };
  }
  return resolved;
}
