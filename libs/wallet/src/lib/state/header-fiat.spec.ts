import { renderHook } from '@testing-library/react';
import { useHeaderFiatMenu } from './header-fiat';

const header = {
  curr_fiat: 'EUR',
  fiat_list: [
    { symbol: 'USD', name: 'US Dollar', rate: '1' },
    { symbol: 'EUR', name: 'Euro', rate: '0.92' },
    { symbol: 'TRY', name: '', rate: '34.2' },
  ],
};

describe('useHeaderFiatMenu (issue 22, 01 §3: the header currency menu is the wallet’s)', () => {
  it.each([
    ['en', ['$', '€', '₺']],
    ['ar', ['US$', '€', '₺']],
  ] as const)('lists fiat_list with each symbol in %s and the current curr_fiat', (locale, symbols) => {
    const { result } = renderHook(() => useHeaderFiatMenu(header, locale));
    expect(result.current.currentFiat).toBe('EUR');
    expect(result.current.fiats.map((f) => f.code)).toEqual(['USD', 'EUR', 'TRY']);
    expect(result.current.fiats.map((f) => f.label)).toEqual(['US Dollar', 'Euro', undefined]);
    expect(result.current.fiats.map((f) => f.symbol)).toEqual(symbols);
  });
});
