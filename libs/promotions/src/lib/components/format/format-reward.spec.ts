import { createIntl } from 'react-intl';
import { formatReward } from './format-reward';

const intl = createIntl({ locale: 'en', messages: {} });

describe('formatReward', () => {
  it.each<[string, string | undefined, string]>([
    ['10000', undefined, '$10,000'],
    ['40000', 'USD', '$40,000'],
    ['1,000', undefined, '$1,000'],
    ['12.5', undefined, '$12.50'],
    ['100', 'USDT', '100 USDT'],
    ['0.00012345', 'BTC', '0.00012345 BTC'],
  ])('%s %s → %s', (amount, currency, expected) => expect(formatReward(intl, amount, currency)).toBe(expected));
});
