import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web; the Hono server serves dist/web in production and
// Vite proxies /api to it in development (npm run dev).
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
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
