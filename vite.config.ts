import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { paths } from './src/client/app/paths.ts';
import { manifestText } from './src/client/app/manifest-text.ts';

const source = (folder: string) => fileURLToPath(new URL(`./src/${folder}`, import.meta.url));

// The build id busts the persisted query cache (and tells versions apart); a deploy may set its own.
process.env.VITE_BUILD_ID ??= `build-${Date.now().toString(36)}`;

export default defineConfig({
  // The same aliases as tsconfig.json's `paths` (which tsx reads for the server and the scripts).
  resolve: { alias: { '@client': source('client'), '@server': source('server'), '@shared': source('shared') } },
  // The server (src/server/plugins/client-app.ts) replaces this placeholder in the built index.html
  // with a fresh nonce per response and names the same nonce in its Content-Security-Policy. Vite
  // writes it on its tags and in <meta property="csp-nonce">, from which index.html hands it to
  // react-hot-toast's runtime styles (goober's <style id="_goober">), the app's only inline style.
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // No injected registerSW script (inline or not): src/client/app/register-sw.tsx registers the
      // worker from the bundle, so the shell's Content-Security-Policy needs no inline script.
      injectRegister: false,
      manifest: {
        id: '/',
        name: manifestText.name,
        short_name: manifestText.shortName,
        description: manifestText.description,
        lang: 'uk',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f5f6f8',
        theme_color: '#1f2a44',
        categories: ['productivity', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/profiles-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: manifestText.screenshotWide,
          },
          {
            src: '/screenshots/profiles-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: manifestText.screenshotNarrow,
          },
        ],
        shortcuts: [
          {
            name: manifestText.shortcuts.videoCreate.name,
            short_name: manifestText.shortcuts.videoCreate.shortName,
            url: paths.videos.create.getHref(),
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: manifestText.shortcuts.backgrounds.name,
            short_name: manifestText.shortcuts.backgrounds.shortName,
            url: paths.backgrounds.folders.getHref(),
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Store screenshots are for the install dialog only; they stay out of the precache.
        globIgnores: ['screenshots/**', 'icons/icon-maskable-512.png'],
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    projects: [
      {
        extends: true,
        // The upload queue sends with tus-js-client's browser build (XHR, Blobs), as the app does; the
        // Node build is the one vitest would otherwise pick.
        resolve: {
          alias: { 'tus-js-client': fileURLToPath(new URL('./node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url)) },
        },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // The files share a worker's module cache (about a third less CPU); each still gets its own
          // environment, so a test queries what it rendered, not the whole document.
          isolate: false,
          // Worker threads start faster than forked processes (about 15% less CPU for the unit files).
          pool: 'threads',
          // Sized for a loaded two-core machine: a form test driven by user-event takes seconds there.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The run's migrated template database, which each test's fresh database copies.
          globalSetup: ['tests/server/global-setup.ts'],
          // Most of a file's time is waiting (ffmpeg, spawned servers, job polling): two files at once
          // on a two-core machine take about half the time of one after another.
          maxWorkers: 2,
          // The files share a worker's module cache: the server's modules and PGlite's WebAssembly are
          // loaded once per worker, not once per file (about 40% less CPU). Each file still makes its
          // own app, database and servers, and stops them.
          isolate: false,
          // Sized for a loaded two-core machine; a test that renders or restarts servers sets its own.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          // Two browser files at a time, each worker on its own product and platform fakes (global-setup.ts):
          // most of a walk is waiting for the page, a job or a poll.
          globalSetup: ['tests/e2e/global-setup.ts'],
          maxWorkers: 2,
          // Sized for a loaded two-core machine (renders and jobs run in the server meanwhile).
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll waits for what the page shows; its default second is too short on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
