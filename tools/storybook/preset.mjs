// Storybook preset shared by every library's .storybook/main.ts: workspace aliases, no telemetry.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { compilerOptions } = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));

// Longest alias first so '@exchange/x/testing' wins over '@exchange/x'.
const aliases = Object.entries(compilerOptions.paths)
  .sort(([a], [b]) => b.length - a.length)
  .map(([find, [target]]) => ({ find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`), replacement: resolve(root, target) }));

export const core = async (existing) => ({ ...existing, disableTelemetry: true });

export const viteFinal = async (config) => {
  const { mergeConfig } = await import('vite');
  return mergeConfig(config, {
    resolve: { alias: aliases },
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      chunkSizeWarningLimit: 4096,
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
