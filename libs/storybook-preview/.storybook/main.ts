import type { StorybookConfig } from '@storybook/react-vite';

// Every library's stories in one Storybook with the shared app preview (decision 1700): the npm-test smoke stage
// builds this one instead of eighteen, and `npx nx storybook storybook-preview` opens all of them. Each library
// keeps its own Storybook (`npx nx storybook <lib>`); `build-storybook-composed` composes those with refs.
const preset = new URL('../preset.mjs', import.meta.url).pathname;

const config: StorybookConfig = {
  stories: ['../../*/src/**/*.stories.@(ts|tsx)'],
  addons: [{ name: preset, options: { appPreview: true } }, 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
};

export default config;
