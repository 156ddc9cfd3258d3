import { OG_DESCRIPTION_MAX, OG_TITLE_MAX, mergeOgShow, ogImageUrl } from './og-show';

const origin = 'https://www.example.test';
const imageOrigins = ['https://cdn.example.test'];
const base = { title: 'Rewards Hub', description: 'Invite friends.', image: `${origin}/static/brand/og-main.png` };

describe('mergeOgShow (spec 03 §7 og_show, §8; decisions 0810, 1320)', () => {
  it.each<[string, Parameters<typeof mergeOgShow>[1], ReturnType<typeof mergeOgShow>]>([
    ['§8 a failed call (null): the static data', null, base],
    ['no answer yet (undefined): the static data', undefined, base],
    [
      'a campaign: every field replaced, a site path on the origin',
      { title: 'Up to 100 USDT', description: 'Four steps.', image: '/static/campaign.png' },
      { title: 'Up to 100 USDT', description: 'Four steps.', image: `${origin}/static/campaign.png` },
    ],
    [
      'blank fields keep the page own; texts are trimmed',
      { title: '  Up to 100 USDT ', description: '   ', image: '' },
      { ...base, title: 'Up to 100 USDT' },
    ],
    [
      'an https image on an image origin is taken as is',
      { title: '', description: '', image: 'https://cdn.example.test/og.png' },
      { ...base, image: 'https://cdn.example.test/og.png' },
    ],
    ['an https image on another host keeps the static one', { title: '', description: '', image: 'https://evil.example/og.png' }, base],
    ['an unsafe image keeps the static one', { title: '', description: '', image: 'javascript:alert(1)' }, base],
  ])('%s', (_, og, expected) => {
    expect(mergeOgShow(base, og, origin, imageOrigins)).toEqual(expected);
  });

  it('cuts long texts to the maxima', () => {
    const merged = mergeOgShow(base, { title: 'x'.repeat(1000), description: 'y'.repeat(5000), image: '' }, origin, imageOrigins);
    expect(merged.title).toHaveLength(OG_TITLE_MAX);
    expect(merged.description).toHaveLength(OG_DESCRIPTION_MAX);
    expect(merged.title.endsWith('…')).toBe(true);
  });

  it.each<[string, string | null]>([
    ['/a.png', `${origin}/a.png`],
    ['https://cdn.example.test/a.png', 'https://cdn.example.test/a.png'],
    ['https://other.example.test/a.png', null],
    ['http://cdn.example.test/a.png', null],
    ['//cdn.example.test/a.png', null],
    ['/\\cdn.example.test', null],
    ['data:image/png;base64,AAAA', null],
    ['', null],
    ['/\t/evil.example/a.png', null],
    ['https://localhost@evil.example/a.png', null],
  ])('image %p → %p', (value, expected) => {
    expect(ogImageUrl(value, origin, imageOrigins)).toBe(expected);
  });
});
