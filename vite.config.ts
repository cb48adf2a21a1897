import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/student/',
  // precompress: brotli and gzip copies of every hashed asset, sent by Accept-Encoding (server/http/static-spa.ts)
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompress()],
  // nonce="…" on the page's script, style and preload tags and <meta property="csp-nonce">: the server replaces it
  // with a fresh nonce per page (NONCE_PLACEHOLDER in server/http/security-headers.ts; the e2e suite fails on any CSP
  // violation if the two differ), the app hands it to Emotion (ui/theme/style-nonce.ts)
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // fewer, larger chunks: rolldown copies each small shared chunk (under 16 KB of source) into the chunks that read
    // it, with one registry so a module still runs once and keeps one state (docs/performance.md "Lighthouse"). The
    // dashboard loads 13 files instead of 42, the simulator 11 instead of 35: over slow 4G every request before the
    // largest paint costs a round trip
    rolldownOptions: {
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } },
      },
    },
  },
  server: {
    port: 5173,
    // the API, the course images and the payment sandbox's checkout all live on the reference server
    proxy: Object.fromEntries(['/api', '/media', '/payment-sandbox'].map((p) => [p, { target: apiTarget, changeOrigin: true }])),
  },
});
