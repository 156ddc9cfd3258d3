export { createPreview, STORY_LOCALES } from './storybook-preview';
export type { StoryMessages } from './storybook-preview';
export { renderWithProviders } from './render';
