import { CHART_LOCALES, chartLocale } from './chart-locale';

describe('chart locale map (spec 02 §3)', () => {
  it('covers exactly the fourteen app locales', () => {
    expect(Object.keys(CHART_LOCALES)).toEqual(['cn', 'tw', 'en', 'vi', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'tr', 'ja', 'pt-br', 'kr']);
  });

  it.each<[unknown, string, string]>([
    ['cn', 'zh', 'zh-CN'],
    ['tw', 'zh_TW', 'zh-TW'],
    ['en', 'en', 'en-US'],
    ['kr', 'ko', 'ko-KR'],
    ['pt-br', 'pt', 'pt-BR'],
    ['pt_BR', 'pt', 'pt-BR'],
    ['PT', 'pt', 'pt-PT'],
    ['ja', 'ja', 'ja-JP'],
    ['xx', 'en', 'en-US'],
    [undefined, 'en', 'en-US'],
    [42, 'en', 'en-US'],
  ])('%p → %s / %s', (input, widget, intl) => {
    expect(chartLocale(input)).toEqual({ widget, intl });
  });
});
