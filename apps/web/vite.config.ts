/// <reference types="vitest/config" />
// Vite builds the portal into apps/web/dist; the server serves that folder and injects the
// tenant's config and theme into index.html, so nothing tenant-specific is baked in here.
// `vite build --ssr src/entry-server.tsx` adds the server renderer in dist/server, which the
// server loads at start and never serves as a file (ADR 036).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildIdPlugin } from './vite-build-id';
import { contractCalls } from './vite-contract-calls';
import { precompress } from './vite-precompress';
import { zodWithoutJsonSchema } from './vite-zod-without-json-schema';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.TOUCHLINE_API ?? 'http://localhost:3000';
const isTest = process.env.VITEST !== undefined;
// WEB_DIST (also read by the server) lets parallel checkouts of the suite build side by side.
const outDir = process.env.WEB_DIST ? resolve(here('../..'), process.env.WEB_DIST) : here('./dist');

export default defineConfig(({ isSsrBuild = false }) => ({
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
          zodWithoutJsonSchema(),
          contractCalls(),
        ]),
    react(),
    buildIdPlugin(),
    // The server renderer is read from disk by the server, never sent: nothing to compress.
    ...(isTest || isSsrBuild ? [] : [precompress(outDir)]),
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
  // Bundled into the server renderer rather than imported from node_modules at run time: the
  // workspace contract is TypeScript, and these packages ship no Node-ready ESM entry.
  ssr: { noExternal: ['@touchline/contract'] },
  build: {
    outDir: isSsrBuild ? resolve(outDir, 'server') : outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: 'hidden',
    // Lazy chunks (player, account pages) may be large; the first load has its own budget.
    chunkSizeWarningLimit: 600,
    // The server renderer is one file: splitting buys nothing on the server, and a rebuild that
    // the running server loads again (under a new URL) must not share chunks with the old one.
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : {}),
  },
  // The environments and the jsdom set-up file are chosen per project in /vitest.config.ts.
  test: {
    css: false,
  },
}));
