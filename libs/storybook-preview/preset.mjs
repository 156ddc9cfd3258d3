// Storybook preset shared by every library's .storybook/main.ts (decision 1700): workspace aliases, no telemetry, a
// lighter build, and (option `appPreview: true`) the shared preview `src/preview.tsx` — providers, the sandbox's MSW
// handlers, the stub router, the locale and theme switches — added by path, so no library imports it.
//   addons: [{ name: '<…>/libs/storybook-preview/preset.mjs', options: { appPreview: true } }]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const { compilerOptions } = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));

/** The shared preview's annotations file, for `previewAnnotations`. */
export const SHARED_PREVIEW = resolve(here, 'src/preview.tsx');
/** Static files every Storybook serves (MSW's worker, coin icons). */
export const SHARED_STATIC_DIR = resolve(here, 'public');

// Longest alias first so '@exchange/x/testing' wins over '@exchange/x'.
const aliases = [
  ...Object.entries(compilerOptions.paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([find, [target]]) => ({ find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`), replacement: resolve(root, target) })),
  // The sandbox's order book (nodejs-order-book) imports `randomUUID` from node:crypto; the browser has it too.
  { find: /^node:crypto$/, replacement: resolve(here, 'src/node-crypto-shim.ts') },
];

export const core = async (existing) => ({ ...existing, disableTelemetry: true });

/** After the framework's annotations; a library's own `.storybook/preview.tsx` still comes last and can override it. */
export const previewAnnotations = async (entries = [], options = {}) => (options.appPreview ? [...entries, SHARED_PREVIEW] : entries);

export const staticDirs = async (existing = []) => [...existing, SHARED_STATIC_DIR];

export const viteFinal = async (config) => {
  const { mergeConfig } = await import('vite');
  return mergeConfig(config, {
    resolve: { alias: aliases },
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      chunkSizeWarningLimit: 4096,
      // Nobody reads gzip sizes of a Storybook: computing them costs seconds per build. No sourcemaps either.
      reportCompressedSize: false,
      sourcemap: false,
      rollupOptions: {
        // "use client" directives and their sourcemap notes are meant for Next.js; Vite may drop them.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
          warn(warning);
        },
      },
    },
    logLevel: 'warn',
  });
};
