import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { breakpoints } from './chakra/breakpoints';
import { globalCss } from './chakra/global-css';
import { layerStyles } from './chakra/layer-styles';
import { animationStyles } from './chakra/motion-styles';
import { alertSlotRecipe } from './chakra/recipes/alert';
import { badgeRecipe } from './chakra/recipes/badge';
import { buttonRecipe } from './chakra/recipes/button';
import { cardSlotRecipe } from './chakra/recipes/card';
import { checkboxSlotRecipe } from './chakra/recipes/checkbox';
import { checkmarkRecipe } from './chakra/recipes/checkmark';
import { codeRecipe } from './chakra/recipes/code';
import { containerRecipe } from './chakra/recipes/container';
import { drawerSlotRecipe } from './chakra/recipes/drawer';
import { fieldSlotRecipe } from './chakra/recipes/field';
import { headingRecipe } from './chakra/recipes/heading';
import { iconRecipe } from './chakra/recipes/icon';
import { inputRecipe } from './chakra/recipes/input';
import { inputAddonRecipe } from './chakra/recipes/input-addon';
import { linkRecipe } from './chakra/recipes/link';
import { listSlotRecipe } from './chakra/recipes/list';
import { menuSlotRecipe } from './chakra/recipes/menu';
import { nativeSelectSlotRecipe } from './chakra/recipes/native-select';
import { popoverSlotRecipe } from './chakra/recipes/popover';
import { progressSlotRecipe } from './chakra/recipes/progress';
import { radioGroupSlotRecipe } from './chakra/recipes/radio-group';
import { radiomarkRecipe } from './chakra/recipes/radiomark';
import { separatorRecipe } from './chakra/recipes/separator';
import { skeletonRecipe } from './chakra/recipes/skeleton';
import { spinnerRecipe } from './chakra/recipes/spinner';
import { switchSlotRecipe } from './chakra/recipes/switch';
import { tableSlotRecipe } from './chakra/recipes/table';
import { tooltipSlotRecipe } from './chakra/recipes/tooltip';
import { semanticColors } from './chakra/semantic-tokens/colors';
import { semanticRadii } from './chakra/semantic-tokens/radii';
import { semanticShadows } from './chakra/semantic-tokens/shadows';
import { textStyles } from './chakra/text-styles';
import { animations } from './chakra/tokens/animations';
import { aspectRatios } from './chakra/tokens/aspect-ratios';
import { blurs } from './chakra/tokens/blurs';
import { borders } from './chakra/tokens/borders';
import { colors } from './chakra/tokens/colors';
import { cursor } from './chakra/tokens/cursor';
import { durations } from './chakra/tokens/durations';
import { easings } from './chakra/tokens/easings';
import { fontSizes } from './chakra/tokens/font-sizes';
import { fontWeights } from './chakra/tokens/font-weights';
import { fonts } from './chakra/tokens/fonts';
import { keyframes } from './chakra/tokens/keyframes';
import { letterSpacings } from './chakra/tokens/letter-spacing';
import { lineHeights } from './chakra/tokens/line-heights';
import { radii } from './chakra/tokens/radius';
import { sizes } from './chakra/tokens/sizes';
import { spacing } from './chakra/tokens/spacing';
import { zIndices } from './chakra/tokens/z-indices';
import { riskColorCss } from './risk-colors';

/**
 * Chakra's default theme, but only the recipes of the components this product uses (decision 0605):
 * the full default set is ~27 KB gzipped of styles the browser would download and never apply, and
 * Chakra's `@chakra-ui/react/theme` entry builds all of it on load, so the default theme's files are
 * copied into `./chakra/` by `tools/scripts/eject-chakra-theme.mjs`. A
 * component whose recipe is missing renders unstyled rather than failing, so `system.spec.ts` checks
 * that every Chakra component the libraries import has its recipe here.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  // The rising / falling colour variables keyed on the risk colour class (decision 1202).
  globalCss: { ...globalCss, ...riskColorCss },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * The font stack (decision 1730): Inter (Latin, Cyrillic, Greek, Vietnamese), its metric-matched fallback, Noto Sans
 * Arabic, Noto Sans Thai, the CJK faces in the page language's order (`--font-cjk`, set by fonts.css per `lang`), the
 * few symbols none of them has, then the system's. The faces are declared in `@exchange/ui/fonts.css`, which every root layout imports.
 */
const SANS_FACES = [
  "'Inter Variable'",
  "'Inter Fallback'",
  "'Noto Sans Arabic Variable'",
  "'Noto Sans Thai Variable'",
  "var(--font-cjk, 'Noto Sans SC Variable', 'Noto Sans TC Variable', 'Noto Sans JP Variable')",
  "'Exchange Symbols'",
];
const SANS = [...SANS_FACES, 'system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'sans-serif'].join(', ');

/**
 * Code (the referral code, the chart legend): our own faces too. We ship no monospace face (one more download for a
 * code and a legend), and a system monospace would differ per machine; the system's only for what ours lack.
 */
const MONO = [...SANS_FACES, 'ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'].join(', ');

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
      // Our own faces first (fonts.css, decision 1730), so every system renders the same text; the system's fonts
      // only for a character none of them has.
      fonts: {
        body: { value: SANS },
        heading: { value: SANS },
        mono: { value: MONO },
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
        // Nested, not dotted keys: Chakra emits no variable for a key such as 'brand.solid'.
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '#8fb0ff' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '#8fb0ff' } },
        },
        // Error text at WCAG AA (4.5:1) in both modes: Chakra's red.500 is 3.76:1 on white and 3.44:1 on
        // bg.error; red.700 is 8.37:1 / 7.66:1. Dark keeps red.400 (7.59:1 on black, 5.38:1 on gray.800).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});

/** The Chakra system shared by the app, Storybook and tests. */
export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);
