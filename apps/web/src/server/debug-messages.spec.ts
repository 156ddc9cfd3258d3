import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { applyTranslationKeyDebug } from './debug-messages';

const ast = (value: string) => [{ type: 0, value }] as MessageFormatElement[];
const catalog = { 'web.home.title': ast('Buy crypto'), 'web.plain': 'Plain' };

describe('applyTranslationKeyDebug', () => {
  it('leaves the catalog alone without a mode', () => {
    expect(applyTranslationKeyDebug(catalog, null)).toBe(catalog);
  });

  it('mode 1 shows ids instead of text', () => {
    const out = applyTranslationKeyDebug(catalog, 1);
    expect(out['web.home.title']).toEqual(ast('web.home.title'));
    expect(out['web.plain']).toEqual(ast('web.plain'));
  });

  it('mode 2 shows text then id', () => {
    const out = applyTranslationKeyDebug(catalog, 2);
    expect(out['web.home.title']).toEqual([...ast('Buy crypto'), ...ast(' [web.home.title]')]);
    expect(out['web.plain']).toBe('Plain [web.plain]');
  });
});
