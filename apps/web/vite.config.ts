import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const API_SERVER = 'http://localhost:3000';

/**
 * index.html carries the production Content-Security-Policy (no inline script). The dev server
 * needs an inline React Refresh preamble, so in `vite` (serve) only, inline script is allowed;
 * `vite build` output keeps the strict policy.
 */
function devContentSecurityPolicy(): Plugin {
  return {
    name: 'aurum:dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), devContentSecurityPolicy()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      '/auth/v1': { target: API_SERVER, changeOrigin: false },
      '/realtime': { target: API_SERVER, ws: true, changeOrigin: false },
    },
  },
});
