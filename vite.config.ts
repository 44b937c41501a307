import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Writes a Brotli copy (`.br`) beside each built script, style sheet and SVG, at the highest
 * quality: about a fifth smaller than the gzip the server would make on the fly, at no cost per
 * request (the server sends the copy to browsers that accept it, src/server/http/web-app.ts).
 */
function brotliCopies(): Plugin {
  return {
    name: 'backdrop-brotli-copies',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? '';
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.byteLength < 1024) continue;
        const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
      }
    },
  };
}

/**
 * Every `import … from 'sonner'` of the web app gets src/web/components/deferred-sonner.tsx,
 * which loads the real library with the first toast (9 kB gzipped off every page's first load);
 * that module alone imports the real one.
 */
function deferredSonner(): Plugin {
  const shim = path.resolve('src/web/components/deferred-sonner.tsx');
  return {
    name: 'backdrop-deferred-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer || path.resolve(importer) === shim) return null;
      return shim;
    },
  };
}

// The web app lives in src/web; the API server serves the built files from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [deferredSonner(), react(), tailwindcss(), brotliCopies()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to name, in each page's HTML, the lazy chunks that page needs
    // (src/server/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below: no entry but index.html's exports anything.
      preserveEntrySignatures: false,
      treeshake: {
        // A web feature's public entry (src/web/features/<name>/index.ts) only re-exports (the
        // import rules check it, scripts/import-rules.ts). Said so here, a module that takes one
        // piece of a feature gets that piece alone: the common chunks inlined below would otherwise
        // bring every piece an entry names into each chunk that imports it (the home page's scripts
        // grew from 133 to 210 kB, the member's providers and the profile's panels among them).
        moduleSideEffects: (id) =>
          /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) ? false : undefined,
      },
      onwarn(warning, warn) {
        // Tailwind's plugin rewrites style sheets without a source map; the scripts' maps are whole.
        if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin?.startsWith('@tailwindcss/vite')) return;
        warn(warning);
      },
      output: {
        // Libraries change less often than our code: the ones every page needs get their own
        // chunks, which stay cached across releases. Other libraries go with the lazy pages that
        // use them (one catch-all vendor chunk made the home page load every page's libraries).
        //
        // Shared chunks smaller than 40 kB (before minifying) are copied into the chunks that use
        // them: the search page loaded 27 scripts, mostly of 1–4 kB, and on a phone's network each
        // costs a round trip on one of six connections (Lighthouse: search 87 → 93, home 14 → 7
        // scripts for the same bytes). A few kB are duplicated between lazy pages. 40 kB keeps the
        // photo grid (24 kB with its keyboard navigation) inside each page that draws one: its own
        // chunk cost the home page a request and 0.9 kB of imports.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 40 * 1024 },
          groups: [
            // Vite's lazy-import helper (1.7 kB) rides with React, which every page loads: on its
            // own it was one more request before the first picture on a phone (issue 22).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0vite[\\/]preload-helper/,
            },
            // TanStack Query only: the back office's table (TanStack Table) loads with its pages.
            {
              name: 'router',
              test: /node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${apiPort}`,
        // The API's reference page is the app's own (features/api-docs), not an API answer.
        bypass: (req) => (req.url?.split('?')[0] === '/api/docs' ? '/index.html' : undefined),
      },
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
});
