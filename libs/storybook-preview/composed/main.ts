import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync, readdirSync } from 'node:fs';

// The composed Storybook for product reviewers (decision 1700): one URL, every library's own Storybook as a ref.
// `nx run storybook-preview:build-storybook-composed` builds each library's Storybook and this manager, and puts them
// together in dist/storybook/all (this manager at the top, each library in dist/storybook/all/<lib>/), so the refs'
// relative URLs work wherever the folder is served.
const libs = new URL('../../', import.meta.url).pathname;
export const composedLibraries = readdirSync(libs)
  .filter((name) => name !== 'storybook-preview' && existsSync(`${libs}${name}/.storybook/main.ts`))
  .sort();

const config: StorybookConfig = {
  stories: ['./overview.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  refs: Object.fromEntries(composedLibraries.map((name) => [name, { title: name, url: `./${name}` }])),
};

export default config;
