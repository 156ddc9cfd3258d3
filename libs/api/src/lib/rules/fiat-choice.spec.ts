import { DEFAULT_HEADER_COMMON_DATA } from '../endpoints/site';
import type { HeaderCommonData } from '../schemas/site';
import { applyFiatChoice } from './fiat-choice';

/** The sandbox's list (spec 01 §3 fiat_list): USD 1, EUR 0.92, TRY 32.1, and a listed fiat with no rate. */
const HEADER: HeaderCommonData = {
  ...DEFAULT_HEADER_COMMON_DATA,
  curr_fiat: 'USD',
  curr_fiat_market_rates: '1',
  fiat_list: [
    { symbol: 'USD', name: 'US Dollar', rate: '1' },
    { symbol: 'EUR', name: 'Euro', rate: '0.92' },
    { symbol: 'TRY', name: 'Turkish Lira', rate: '32.1' },
    { symbol: 'GBP', name: 'Pound', rate: '0' },
  ],
};

describe('applyFiatChoice (issue 22, spec 01 §3 currency switch)', () => {
  it.each([
    ['Euro chosen', 'EUR', 'EUR', '0.92'],
    ['lower case is accepted', 'try', 'TRY', '32.1'],
    ['no choice keeps the server answer', undefined, 'USD', '1'],
    ['an unlisted fiat keeps the server answer', 'JPY', 'USD', '1'],
    ['the current fiat is unchanged', 'USD', 'USD', '1'],
    ['a listed fiat without a rate: rate 0 (USD fallback)', 'GBP', 'GBP', '0'],
  ])('%s', (_label, choice, fiat, rate) => {
    const out = applyFiatChoice(HEADER, choice);
    expect(out.curr_fiat).toBe(fiat);
    expect(out.curr_fiat_market_rates).toBe(rate);
  });
});
