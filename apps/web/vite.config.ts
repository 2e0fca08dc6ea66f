import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pagePreloads } from './build/page-preloads';

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

/**
 * The stylesheet holds up the first paint of every page (a first screen from the server is
 * painted from it, ADR 031): it is named right after the session restore script, so the browser
 * asks for it before the scripts it only preloads.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'aurum:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheet = html.match(/<link rel="stylesheet"[^>]*>/)?.[0];
        const restore = '<script src="/session-restore.js"></script>';
        if (!stylesheet || !html.includes(restore)) {
          throw new Error('index.html needs its stylesheet and the session restore script');
        }
        return html.replace(stylesheet, '').replace(restore, `${restore}\n    ${stylesheet}`);
      },
    },
  };
}

/**
 * The entry holds no React (ADR 022), so index.html asks for the React chunk itself: every page
 * needs it, and it then downloads beside the entry instead of after it.
 */
function preloadReact(): Plugin {
  return {
    name: 'aurum:preload-react',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const react = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'react',
        );
        if (!react) throw new Error('The build has no chunk named react (codeSplitting.groups)');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${react.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Installable app: manifest, icons and a service worker that precaches only the shell (index.html,
 * the entry's JS and CSS, the app chunk and the shared vendor chunks). Pages come from the network,
 * so a signed-in member gets their first screen rendered by the server (ADR 031); when the network
 * fails (offline), the cached index.html opens the screen instead. Server-rendered pages are never
 * stored. Each screen's own chunk is cached when first used (hashed files
 * never change). It caches no API answers. Registered after the first screen by
 * src/features/install/utils/register-service-worker.ts, since the CSP forbids the plugin's
 * inline snippet (ADR 022).
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'session-restore.js'],
  manifest: {
    id: '/',
    name: 'Aurum',
    short_name: 'Aurum',
    description:
      'Members-only AI concierge for South Africa: premium services arranged by verified providers and tracked live.',
    lang: 'en-ZA',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#07080c',
    theme_color: '#0d0f15',
    categories: ['lifestyle', 'travel', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // The icons, includeAssets and the manifest join the precache through the plugin.
    globPatterns: [
      'index.html',
      'assets/index-*.{js,css}',
      'assets/{mount-app,app,react,router,query,ui}-*.js',
    ],
    // No precache route for pages: the runtime route below sends them to the network first.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // Web push (issue 32, ADR 078): the push and notificationclick handlers, in public/.
    importScripts: ['/sw-push.js'],
    // autoUpdate: a new version takes over open pages at once (they then reload onto it).
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // Pages of the app (not the server's own paths, such as the e-mail confirmation link).
        // Plain text in the worker: the function may not use anything defined outside it.
        urlPattern: ({ request, url, sameOrigin }) =>
          request.mode === 'navigate' &&
          sameOrigin &&
          !/^\/(api|auth\/v1|realtime|dev)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // Screens' chunks, fonts and images under /assets: content-hashed, so never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'aurum-assets',
          expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 },
        },
      },
    ],
  },
  devOptions: { enabled: false },
});

const clientBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Screens written against React's API run on Preact's compatibility layer (ADR 024).
  plugins: [
    preact(),
    tailwindcss(),
    devContentSecurityPolicy(),
    preloadReact(),
    stylesheetFirst(),
    pagePreloads({
      screensFile: fileURLToPath(new URL('src/app/screens.ts', import.meta.url)),
      appFile: fileURLToPath(new URL('src/app/mount-app.tsx', import.meta.url)),
    }),
    pwa,
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Shared code in chunks named for what they hold (ADR 022); the rest splits by route.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'toasts', test: /node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      '/auth/v1': { target: API_SERVER, changeOrigin: false },
      '/realtime': { target: API_SERVER, ws: true, changeOrigin: false },
    },
  },
});

/**
 * The server's renderer of first screens (ADR 031): `vite build --ssr src/app/first-screen/render.tsx`
 * writes one self-contained module (every dependency bundled, so React's API is Preact's here too)
 * to dist-server/first-screen.js, beside the client build.
 */
const serverBuild = defineConfig({
  root: clientBuild.root,
  plugins: [preact()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'first-screen.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
