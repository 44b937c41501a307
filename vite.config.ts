import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

// The web app lives in src/web; the API server serves the built files from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to name, in each page's HTML, the lazy chunks that page needs
    // (src/server/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: the ones every page needs get their own
        // chunks, which stay cached across releases. Other libraries go with the lazy pages that
        // use them (one catch-all vendor chunk made the home page load every page's libraries).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
});
