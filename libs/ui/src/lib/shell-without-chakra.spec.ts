import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Issue #2, first-load budget: the site shell (everything the home page renders) must not pull Chakra UI or
 * its runtime (Emotion, Ark, Zag, Floating UI) into the first load. This follows every relative import from
 * each shell component and fails on any package import from that family, naming the chain that reached it.
 */
const BANNED = /^@(chakra-ui|ark-ui|zag-js|floating-ui|emotion)(\/|$)/;

const LIB = __dirname;
const SHELL_ENTRIES = [
  'components/site-header/site-header.tsx',
  'components/site-header/header-menus.tsx',
  'components/theme-toggle/theme-toggle.tsx',
  'components/site-footer/site-footer.tsx',
  'components/error-fallback/error-fallback.tsx',
  'components/app-error-boundary/app-error-boundary.tsx',
  'components/sandbox-toolbar/sandbox-toolbar.tsx',
  'components/skip-link/skip-link.tsx',
  'components/menu-button/menu-button.tsx',
  // The native modal dialog and the overlay queue: what the new-user reward popup of a visitor's home page uses.
  'components/modal-dialog/modal-dialog.tsx',
  'overlay/overlay-queue.tsx',
  'overlay/use-queued-dialog.ts',
  'overlay/define-overlays.ts',
  'link/ui-link-base.tsx',
  // The toast region every page has.
  'toast/toast.tsx',
];

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Resolves a relative specifier to a source file; `null` for non-code files (CSS Modules, assets). */
function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  if (/\.(tsx?|mts|cts)$/.test(base) && existsSync(base)) return base;
  for (const ext of SOURCE_EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  if (/\.(css|scss|svg|png|jpe?g|webp|json)$/.test(base)) return null;
  throw new Error(`Cannot resolve ${specifier} from ${fromFile}`);
}

interface BannedImport {
  /** The package imported, e.g. `@chakra-ui/react`. */
  specifier: string;
  /** Entry file → … → the file with the import (paths relative to `root`). */
  chain: string[];
}

/** Walks the relative-import graph from `entry` and lists every import of a banned package. */
function findBannedImports(entry: string, root: string): BannedImport[] {
  const found: BannedImport[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, relative(root, file)];
    // Static imports, re-exports, `import type` and dynamic `import()` alike.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) {
        const next = resolveRelative(file, fileName);
        if (next) visit(next, here);
      } else if (BANNED.test(fileName)) {
        found.push({ specifier: fileName, chain: here });
      }
    }
  };
  visit(entry, []);
  return found;
}

/** The local class names a CSS Module defines (selectors only; `:global(...)` parts and at-rules left out). */
function cssModuleClasses(css: string): string[] {
  const names = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude = ''] of text.matchAll(/([^{};]+)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const [, name = ''] of prelude.replace(/:global\([^)]*\)/g, '').matchAll(/\.([A-Za-z_][\w-]*)/g)) names.add(name);
  }
  return [...names].sort();
}

const cssModules = (readdirSync(LIB, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.module.css')).sort();

const describeFound = (found: BannedImport[]) => found.map((f) => `${f.specifier} via ${f.chain.join(' → ')}`).join('\n');

describe('the site shell renders without Chakra (issue #2, first-load budget)', () => {
  it.each(SHELL_ENTRIES)('%s imports nothing from Chakra, Emotion, Ark, Zag or Floating UI', (entry) => {
    const file = join(LIB, entry);
    expect(existsSync(file)).toBe(true);
    const found = findBannedImports(file, LIB);
    expect(describeFound(found)).toBe('');
  });

  describe('the check itself', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'shell-graph-'));
      mkdirSync(join(dir, 'nested'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

    it.each([
      ["import { Box } from '@chakra-ui/react';", '@chakra-ui/react'],
      ["import type { SystemStyleObject } from '@chakra-ui/react';", '@chakra-ui/react'],
      ["export { css } from '@emotion/react';", '@emotion/react'],
      ["const menu = () => import('@zag-js/menu');", '@zag-js/menu'],
      ["import '@ark-ui/react/menu';", '@ark-ui/react/menu'],
      ["import { computePosition } from '@floating-ui/dom';", '@floating-ui/dom'],
    ])('finds %s two relative imports away', (line, specifier) => {
      write('entry.tsx', "import { Leaf } from './nested';\nimport styles from './entry.module.css';\nexport const Entry = () => Leaf;\n");
      write('entry.module.css', '.a { color: red; }');
      write('nested/index.ts', "export { Leaf } from '../leaf';\n");
      write('leaf.tsx', `${line}\nimport { useState } from 'react';\nexport const Leaf = 1;\n`);
      expect(findBannedImports(join(dir, 'entry.tsx'), dir)).toEqual([
        { specifier, chain: ['entry.tsx', join('nested', 'index.ts'), 'leaf.tsx'] },
      ]);
    });

    it('accepts React, react-intl and look-alike names', () => {
      write('entry.tsx', "import { useIntl } from 'react-intl';\nimport { x } from '@chakra-ui-like/thing';\nimport './leaf';\n");
      write('leaf.ts', "import { useState } from 'react';\nexport {};\n");
      expect(findBannedImports(join(dir, 'entry.tsx'), dir)).toEqual([]);
    });
  });

  // Each CSS Module has a `.module.css.d.ts` beside it with its class names, so that every project that compiles
  // these components (the app, the feature libraries) types the import without a global declaration.
  it.each(cssModules)('%s is typed by its .d.ts with exactly its class names', (file) => {
    const declared = [...readFileSync(join(LIB, `${file}.d.ts`), 'utf8').matchAll(/readonly ([A-Za-z_][\w-]*): string;/g)]
      .map(([, name]) => name)
      .sort();
    expect(declared).toEqual(cssModuleClasses(readFileSync(join(LIB, file), 'utf8')));
  });

  it('reads class names from selectors only', () => {
    const css =
      '/* .comment */ .a, .b:hover > .c { width: 0.5rem; } :global(.dark) .d { x: y; } @media (min-width: 48em) { .a { z: 1; } } @keyframes k { from { opacity: 0; } }';
    expect(cssModuleClasses(css)).toEqual(['a', 'b', 'c', 'd']);
  });
});
