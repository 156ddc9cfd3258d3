import { newUserPopupAmounts, normaliseNewbiePrize, type NewbiePrize } from './newbie-prize';

const prize: NewbiePrize = { group_A: { num: '10000' }, group_B: { num_first: '100', num_second: '9900' } };

describe('normaliseNewbiePrize (spec 03 §3 newbie prize, §7 welfare/newbiePrizePop)', () => {
  it.each<[string, unknown, NewbiePrize]>([
    [
      'the envelope',
      { code: 0, data: { group_A: { num: 10000 }, group_B: { num_first: '100', num_second: '9,900' } } },
      { group_A: { num: '10000' }, group_B: { num_first: '100', num_second: '9,900' } },
    ],
    ['the data itself', { group_A: { num: '5' }, group_B: {} }, { group_A: { num: '5' }, group_B: { num_first: '', num_second: '' } }],
    [
      'garbage amounts',
      { data: { group_A: { num: 'much' }, group_B: { num_first: -1, num_second: 0 } } },
      { group_A: { num: '' }, group_B: { num_first: '', num_second: '' } },
    ],
    ['null', null, { group_A: { num: '' }, group_B: { num_first: '', num_second: '' } }],
  ])('%s', (_label, response, expected) => expect(normaliseNewbiePrize(response)).toEqual(expected));
});

describe('newUserPopupAmounts', () => {
  it.each<[string, NewbiePrize | null, 'A' | 'B' | null, string[] | null]>([
    ['variant A shows group_A.num', prize, 'A', ['10000']],
    ['variant B shows num_first and num_second', prize, 'B', ['100', '9900']],
    ['variant A without an amount', { ...prize, group_A: { num: '' } }, 'A', null],
    ['variant B missing num_second', { ...prize, group_B: { num_first: '100', num_second: '' } }, 'B', null],
    ['no variant', prize, null, null],
    ['no prize', null, 'A', null],
  ])('%s', (_label, input, variant, expected) => expect(newUserPopupAmounts(input, variant)).toEqual(expected));
});
