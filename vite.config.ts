import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `npm run dev` serves index.html itself: give it the site title the server would
 * (src/shared/head-tags.ts; not imported, vite's config loader wants no project imports).
 */
const devHead: Plugin = {
  name: 'leaseaudit-dev-head',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('<!--app-head-->', '<title>LeaseAudit – Commercial Lease Audits</title>'),
};

// The SPA lives in src/web; `npm run build` (scripts/build-web.ts) builds it into dist/web
// and pre-renders the public pages; the Hono server serves both (src/server/web/). In
// development Vite proxies /api to the server (npm run dev).
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), devHead],
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
      '/healthz': `http://localhost:${process.env.PORT ?? 3000}`,
      '/readyz': `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
});
