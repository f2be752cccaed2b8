/// <reference types="vitest/config" />
// Vite builds the portal into apps/web/dist; the server serves that folder and injects the
// tenant's config and theme into index.html, so nothing tenant-specific is baked in here.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.TOUCHLINE_API ?? 'http://localhost:3000';
const isTest = process.env.VITEST !== undefined;
// WEB_DIST (also read by the server) lets parallel checkouts of the suite build side by side.
const outDir = process.env.WEB_DIST ? resolve(here('../..'), process.env.WEB_DIST) : here('./dist');

export default defineConfig({
  root: here('.'),
  plugins: [
    // Tests import route-free modules only; regenerating the route tree there is wasted work.
    ...(isTest
      ? []
      : [
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            routesDirectory: here('./src/routes'),
            generatedRouteTree: here('./src/routeTree.gen.ts'),
            routeFileIgnorePattern: '\\.test\\.',
            quoteStyle: 'single',
          }),
          tailwindcss(),
        ]),
    react(),
    ...(isTest ? [] : [precompress(outDir)]),
  ],
  server: {
    port: 4340,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: { port: 4341, strictPort: true },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: 'hidden',
    // Lazy chunks (player, account pages) may be large; the first load has its own budget.
    chunkSizeWarningLimit: 600,
  },
  // The environments and the jsdom set-up file are chosen per project in /vitest.config.ts.
  test: {
    css: false,
  },
});
