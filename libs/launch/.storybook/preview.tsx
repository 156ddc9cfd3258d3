import type { Preview } from '@storybook/react-vite';

// Providers, sandbox handlers, the stub router and the locale and theme switches come from the shared preview
// (libs/storybook-preview, added by main.ts's preset). This library's own annotations, if any, go here.
const preview: Preview = {};

export default preview;
