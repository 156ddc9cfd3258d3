import { chartMessages, validationMessage, validationMessages } from './messages';
import type { SettingsErrorId } from './rules/indicator-settings';
import type { AlertPriceError } from './rules/price-alerts';

describe('messages', () => {
  it.each<SettingsErrorId | AlertPriceError>([
    'chart.indicatorSettings.required',
    'chart.indicatorSettings.integer',
    'chart.indicatorSettings.range',
    'chart.indicatorSettings.number',
    'chart.indicatorSettings.source',
    'chart.priceAlert.priceRequired',
    'chart.priceAlert.pricePositive',
  ])('has a message for the rule error %s', (id) => {
    expect(validationMessage(id).id).toBe(id);
  });

  it('uses chart.<component>.<key> ids, each once', () => {
    const ids = [...Object.values(chartMessages), ...Object.values(validationMessages)].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^chart\.[a-zA-Z]+\.[a-zA-Z]+$/));
  });
});
