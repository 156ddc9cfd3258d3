import type { Preview } from '@storybook/react-vite';

// A low-level library: its stories render plain React (no app providers), so this
// Storybook does not depend on libraries that depend on it.
const preview: Preview = {
  parameters: { controls: { expanded: true }, layout: 'padded' },
};

export default preview;
