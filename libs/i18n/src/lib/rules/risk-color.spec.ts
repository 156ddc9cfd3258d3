import { LOCALES } from './locales';
import { riskColorClass } from './risk-color';

describe('riskColorClass (spec 03 §4)', () => {
  it.each([
    ['zh', 'risk-red-up'],
    ['tw', 'risk-red-up'],
    ['cn', 'risk-red-up'],
    ['zh-tw', 'risk-red-up'],
    ['zh-CN', 'risk-red-up'],
    ['ZH', 'risk-red-up'],
    ['en', 'risk-green-up'],
    ['ja', 'risk-green-up'],
    ['th', 'risk-green-up'],
    ['', 'risk-green-up'],
  ])('%p → %s', (locale, cls) => {
    expect(riskColorClass(locale)).toBe(cls);
  });

  it('only zh and tw of our locale codes are red-up', () => {
    expect(LOCALES.filter((l) => riskColorClass(l) === 'risk-red-up')).toEqual(['zh', 'tw']);
  });

  it('non-strings are green-up', () => {
    expect(riskColorClass(undefined as unknown as string)).toBe('risk-green-up');
  });
});
