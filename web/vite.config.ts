// Vite build of the web workbench: root is web/, output dist/web at the repo root, API proxied in development.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.TWB_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Blueprint and React are shared by every page; keeping them in their own chunk keeps page chunks small.
    rollupOptions: {
      output: {
        manualChunks: (id) => {
          if (id.includes('node_modules/@blueprintjs/table')) return 'vendor-table';
          if (id.includes('node_modules/@blueprintjs')) return 'vendor-blueprint';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/asynchronousApi': { target: apiTarget, changeOrigin: false },
    },
  },
});
