import { SHARE_IMAGE_SCALE, SHARE_IMAGE_TIMEOUT_MS, fitShareText, shareCardLayout, type ShareCard } from './share-image';

const card: ShareCard = {
  kind: 'referral',
  brand: 'Exchange',
  title: 'Join me on Exchange',
  highlight: 'PARTNER88',
  tone: 'neutral',
  rows: [{ label: 'Type', value: 'Partner' }],
  footer: 'https://www.exchange.test/signup?ref=PARTNER88',
};

describe('share image constants (spec 03 §5, §9)', () => {
  it('times out after 10000 ms and renders at scale 2', () => {
    expect(SHARE_IMAGE_TIMEOUT_MS).toBe(10000);
    expect(SHARE_IMAGE_SCALE).toBe(2);
  });
});

describe('fitShareText', () => {
  it.each<[string, Parameters<typeof fitShareText>[1], string]>([
    ['PARTNER88', 'highlight', 'PARTNER88'],
    ['  two\n lines\t', 'title', 'two lines'],
    ['A'.repeat(16), 'highlight', 'A'.repeat(16)],
    ['A'.repeat(17), 'highlight', `${'A'.repeat(15)}…`],
    ['ادعُ أصدقاءك وتقاسم خصومات رسوم التداول اليوم', 'title', 'ادعُ أصدقاءك وتقاسم خصومات رسوم…'],
    ['\u0000\u0007', 'label', ''],
  ])('%p as %s → %p', (text, role, expected) => expect(fitShareText(text, role)).toBe(expected));
});

describe('shareCardLayout', () => {
  it('places brand, title, highlight, the rows and the footer from the start side', () => {
    const layout = shareCardLayout(card);
    expect(layout).toMatchObject({ width: 360, height: 480, direction: 'ltr' });
    expect(layout.texts.map((t) => [t.role, t.text, t.x, t.align])).toEqual([
      ['brand', 'Exchange', 24, 'left'],
      ['title', 'Join me on Exchange', 24, 'left'],
      ['highlight', 'PARTNER88', 24, 'left'],
      ['label', 'Type', 24, 'left'],
      ['value', 'Partner', 336, 'right'],
      ['footer', 'https://www.exchange.test/signup?ref=PARTNER88', 180, 'center'],
    ]);
  });

  it('swaps the sides in a right-to-left language', () => {
    const texts = shareCardLayout(card, 'rtl').texts;
    expect(texts.find((t) => t.role === 'title')).toMatchObject({ x: 336, align: 'right' });
    expect(texts.find((t) => t.role === 'value')).toMatchObject({ x: 24, align: 'left' });
  });

  it('keeps at most four rows', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ label: `L${i}`, value: `V${i}` }));
    const layout = shareCardLayout({ ...card, rows });
    expect(layout.texts.filter((t) => t.role === 'label').map((t) => t.text)).toEqual(['L0', 'L1', 'L2', 'L3']);
  });
});
