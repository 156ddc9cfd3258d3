import { ogShowSchema } from './og-show';

describe('ogShowSchema (spec 03 §7 og_show; decision 1320)', () => {
  it.each<[string, unknown, unknown]>([
    ['a full answer', { title: 'T', description: 'D', image: '/og.png' }, { title: 'T', description: 'D', image: '/og.png' }],
    ['missing fields become empty text (keep the page own)', { title: 'T' }, { title: 'T', description: '', image: '' }],
    ['null: no override', null, null],
  ])('%s', (_, input, expected) => {
    expect(ogShowSchema.parse(input)).toEqual(expected);
  });

  it('refuses a title that is not text (the call falls back to the static OG data)', () => {
    expect(ogShowSchema.safeParse({ title: 42 }).success).toBe(false);
  });
});
