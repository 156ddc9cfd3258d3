import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  // Colour mode follows the `dark` / `light` class on <html>, set by the server from the theme cookie.
  conditions: {
    light: 'html.light &, .light &',
  },
  globalCss: {
    'html, body': {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
    },
    'a:focus-visible, button:focus-visible': {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
      colors: {
        brand: {
          50: { value: '#e8f1ff' },
          500: { value: '#2354e6' },
          600: { value: '#1a44c2' },
          700: { value: '#14379e' },
        },
        rise: { value: '#0b8a5f' },
        fall: { value: '#d6344a' },
      },
    },
    semanticTokens: {
      colors: {
        'brand.solid': { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
        'brand.fg': { value: { _light: '{colors.brand.700}', _dark: '#8fb0ff' } },
        'brand.focusRing': { value: { _light: '{colors.brand.600}', _dark: '#8fb0ff' } },
      },
    },
  },
});

/** The Chakra system shared by the app, Storybook and tests. */
export const system = createSystem(defaultConfig, config);
