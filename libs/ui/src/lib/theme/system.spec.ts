import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './system';

const workspace = join(__dirname, '../../../../..');

/** Chakra components and the recipe each one styles itself with (null: no recipe of its own). */
const RECIPE_OF: Record<string, { recipe?: string; slot?: string } | null> = {
  Alert: { slot: 'alert' },
  Badge: { recipe: 'badge' },
  Box: null,
  Button: { recipe: 'button' },
  ButtonGroup: { recipe: 'button' },
  Card: { slot: 'card' },
  Checkbox: { slot: 'checkbox' },
  CloseButton: { recipe: 'button' },
  Code: { recipe: 'code' },
  Container: { recipe: 'container' },
  Drawer: { slot: 'drawer' },
  Field: { slot: 'field' },
  Flex: null,
  Grid: null,
  Group: null,
  HStack: null,
  Heading: { recipe: 'heading' },
  IconButton: { recipe: 'button' },
  Image: null,
  Input: { recipe: 'input' },
  InputGroup: { recipe: 'inputAddon' },
  Link: { recipe: 'link' },
  List: { slot: 'list' },
  LinkBox: null,
  LinkOverlay: null,
  Menu: { slot: 'menu' },
  NativeSelect: { slot: 'nativeSelect' },
  Popover: { slot: 'popover' },
  Portal: null,
  Progress: { slot: 'progress' },
  RadioGroup: { slot: 'radioGroup' },
  Separator: { recipe: 'separator' },
  SimpleGrid: null,
  Spacer: null,
  Skeleton: { recipe: 'skeleton' },
  Spinner: { recipe: 'spinner' },
  Stack: null,
  Switch: { slot: 'switch' },
  Table: { slot: 'table' },
  Text: null,
  Tooltip: { slot: 'tooltip' },
  VisuallyHidden: null,
  VStack: null,
  chakra: null,
  createIcon: { recipe: 'icon' },
};

const NOT_COMPONENTS = new Set([
  'ChakraProvider',
  'LocaleProvider',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'mergeConfigs',
  'useLocaleContext',
  'useRecipe',
  'useSlotRecipe',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every value imported from '@chakra-ui/react' anywhere in the libraries and the app. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const root of ['libs', 'apps/web/src']) {
    for (const file of sourceFiles(join(workspace, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !part.trim().startsWith('type ') && /^[A-Za-z]/.test(name)) names.add(name);
        }
      }
    }
  }
  return names;
}

describe('the trimmed Chakra system', () => {
  const used = [...chakraImports()].filter((name) => !NOT_COMPONENTS.has(name) && !/^define|Props$|Object$/.test(name));

  it('finds the Chakra imports of the workspace', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Menu', 'Text']));
  });

  it("uses no Chakra Dialog: every dialog is ui's ModalDialog (decision 0605), so the system has no dialog recipe", () => {
    expect(used).not.toContain('Dialog');
    expect(system.getSlotRecipe('dialog')).toBeUndefined();
  });

  it.each(used)('knows which recipe %s needs (add new components to RECIPE_OF and the system)', (name) => {
    expect(Object.prototype.hasOwnProperty.call(RECIPE_OF, name)).toBe(true);
  });

  it.each(used.filter((name) => RECIPE_OF[name]))('has the recipe %s is styled with', (name) => {
    const need = RECIPE_OF[name];
    if (need?.recipe) expect(system.getRecipe(need.recipe)).toBeDefined();
    if (need?.slot) expect(system.getSlotRecipe(need.slot)).toBeDefined();
  });

  it('keeps the default tokens, the brand colours and the light/dark condition', () => {
    expect(system.token('colors.red.500')).toBe('#ef4444');
    expect(system.token('colors.brand.600')).toBe('#1a44c2');
    expect(system.tokens.getVar('colors.fg')).toBe('var(--chakra-colors-fg)');
  });

  describe('error text contrast (WCAG AA, 4.5:1)', () => {
    const hex = (ref: string): string => {
      const name = /^\{(.+)\}$/.exec(ref)?.[1];
      return name ? (system.token(name) as string) : ref;
    };
    const luminance = (h: string): number => {
      const channel = (i: number): number => {
        const v = parseInt(h.slice(i, i + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    };
    const contrast = (a: string, b: string): number => {
      const [x, y] = [luminance(a), luminance(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    const modes = (name: string): { _light: string; _dark: string } =>
      system.tokens.getByName(name)?.extensions?.['conditions'] as { _light: string; _dark: string };

    it.each(['_light', '_dark'] as const)('fg.error is at least 4.5:1 on bg, bg.panel, bg.muted and bg.error (%s)', (mode) => {
      const fg = hex(modes('colors.fg.error')[mode]);
      for (const bg of ['colors.bg', 'colors.bg.panel', 'colors.bg.muted', 'colors.bg.error']) {
        expect(contrast(fg, hex(modes(bg)[mode]))).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
});
