import { newbieGuideSchema } from './newbie-guide';

describe('newbieGuideSchema (spec 03 §7 newbiePrizeGuide; decision 1320)', () => {
  it('reads steps with numbers or text as rewards', () => {
    expect(
      newbieGuideSchema.parse({ reward_currency: 'USDT', steps: [{ key: 'signup', reward_num: 10, url: '/signup' }, { key: 7 }] }),
    ).toEqual({
      reward_currency: 'USDT',
      steps: [
        { key: 'signup', title: '', reward_num: '10', url: '/signup' },
        { key: '7', title: '', reward_num: '0', url: '' },
      ],
    });
  });

  it.each<[string, unknown]>([
    ['null (no guide)', null],
    ['steps null', { reward_currency: 'USDT', steps: null }],
  ])('accepts %s', (_, input) => {
    expect(newbieGuideSchema.safeParse(input).success).toBe(true);
  });

  it('refuses a reward that is not a number (the call falls back to no guide)', () => {
    expect(newbieGuideSchema.safeParse({ steps: [{ key: 'kyc', reward_num: 'lots' }] }).success).toBe(false);
  });
});
