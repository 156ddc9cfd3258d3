import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { NewbiePrize } from '../../rules/newbie-prize';
import { NewUserRewardPopup } from './new-user-reward-popup';

const prize: NewbiePrize = { group_A: { num: '10000' }, group_B: { num_first: '100', num_second: '9900' } };

describe('NewUserRewardPopup', () => {
  it('variant A shows group_A.num and reports the opening once', async () => {
    const onOpen = jest.fn();
    renderWithProviders(<NewUserRewardPopup show variant="A" prize={prize} onOpen={onOpen} />);
    expect(await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' })).toBeInTheDocument();
    expect(screen.getByText(/up to \$10,000 in new-user rewards/)).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('variant B shows group_B.num_first and num_second', async () => {
    renderWithProviders(<NewUserRewardPopup show variant="B" prize={prize} />);
    expect(await screen.findByText(/get \$100 right away, plus up to \$9,900 more/)).toBeInTheDocument();
  });

  it('confirm links to /signup and closes the popup', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<NewUserRewardPopup show variant="A" prize={prize} signupHref="#signup" onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('link', { name: 'Sign Up Now' });
    expect(confirm).toHaveAttribute('href', '#signup');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('defaults the confirm target to /signup', async () => {
    renderWithProviders(<NewUserRewardPopup show variant="A" prize={prize} />);
    expect(await screen.findByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
  });

  it('opens as a native modal dialog with the focus on the confirm link (the × comes last)', async () => {
    renderWithProviders(<NewUserRewardPopup show variant="B" prize={prize} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAttribute('data-variant', 'B');
    expect(within(dialog).getByRole('heading', { name: 'Your welcome reward is waiting' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign Up Now' })).toHaveFocus();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['a click on the backdrop', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('dialog'))],
  ])('%s closes it like the ×', async (_label, closeIt) => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<NewUserRewardPopup show variant="A" prize={prize} onClose={onClose} onConfirm={onConfirm} />);
    await screen.findByRole('dialog', { name: 'Your welcome reward is waiting' });
    await closeIt(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('close hides it', async () => {
    const onClose = jest.fn();
    renderWithProviders(<NewUserRewardPopup show variant="A" prize={prize} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['the rule says no', { show: false, variant: 'A' as const, prize }],
    [
      'the variant amounts are missing',
      { show: true, variant: 'B' as const, prize: { ...prize, group_B: { num_first: '', num_second: '' } } },
    ],
    ['no prize was fetched', { show: true, variant: 'A' as const, prize: null }],
  ])('stays hidden when %s', (_label, props) => {
    renderWithProviders(<NewUserRewardPopup {...props} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/**
 * Issue #2: a cold visitor's home page loads this popup on demand, and it must bring no Chakra with it. Follows
 * the popup's relative imports; from `@exchange/ui` it may take only what ui's shell-without-chakra spec guards.
 */
describe('NewUserRewardPopup module graph (no Chakra)', () => {
  const BANNED = /^@(chakra-ui|ark-ui|zag-js|floating-ui|emotion)(\/|$)/;
  const UI_GUARDED = ['ModalDialog', 'defineOverlays', 'useQueuedDialog'];
  const entry = join(__dirname, 'new-user-reward-popup.tsx');

  const resolveRelative = (from: string, specifier: string): string | null => {
    const base = resolve(dirname(from), specifier);
    if (/\.css$/.test(base)) return null;
    const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
    if (!file) throw new Error(`Cannot resolve ${specifier} from ${from}`);
    return file;
  };

  /** Every package import (`specifier` → files importing it) and every name imported from `@exchange/ui`. */
  function walk() {
    const packages = new Map<string, string[]>();
    const uiNames = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
        if (fileName.startsWith('.')) {
          const next = resolveRelative(file, fileName);
          if (next) visit(next);
        } else packages.set(fileName, [...(packages.get(fileName) ?? []), relative(__dirname, file)]);
      }
      for (const statement of ts.createSourceFile(file, text, ts.ScriptTarget.Latest).statements) {
        if (
          !ts.isImportDeclaration(statement) ||
          !ts.isStringLiteral(statement.moduleSpecifier) ||
          statement.moduleSpecifier.text !== '@exchange/ui'
        )
          continue;
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) uiNames.add((el.propertyName ?? el.name).text);
        else uiNames.add('*');
      }
    };
    visit(entry);
    return { packages, uiNames };
  }

  it('imports nothing from Chakra, Emotion, Ark, Zag or Floating UI', () => {
    const banned = [...walk().packages].filter(([specifier]) => BANNED.test(specifier));
    expect(banned).toEqual([]);
  });

  it('takes from @exchange/ui only components and hooks its Chakra-free guard covers', () => {
    expect([...walk().uiNames].sort()).toEqual(UI_GUARDED);
  });

  it('types its CSS Module with exactly its class names', () => {
    const css = readFileSync(join(__dirname, 'new-user-reward-popup.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const defined = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)[^{}]*\{/g)].map(([, name]) => name));
    const declared = [
      ...readFileSync(join(__dirname, 'new-user-reward-popup.module.css.d.ts'), 'utf8').matchAll(/readonly ([A-Za-z_][\w-]*): string;/g),
    ].map(([, name]) => name);
    expect(declared.sort()).toEqual([...defined].sort());
  });
});
