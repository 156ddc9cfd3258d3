import { newUserPopupAmounts, type NewbiePrize } from './newbie-prize';

const prize: NewbiePrize = { group_A: { num: '10000' }, group_B: { num_first: '100', num_second: '9900' } };

describe('newUserPopupAmounts (spec 03 §3 newbie prize, §8 no popup without amounts)', () => {
  it.each<[string, NewbiePrize | null, 'A' | 'B' | null, string[] | null]>([
    ['variant A shows group_A.num', prize, 'A', ['10000']],
    ['variant B shows num_first and num_second', prize, 'B', ['100', '9900']],
    ['thousands separators stay as given', { ...prize, group_B: { num_first: '100', num_second: '9,900' } }, 'B', ['100', '9,900']],
    ['variant A with the api default 0 (missing amount)', { ...prize, group_A: { num: '0' } }, 'A', null],
    ['variant A with an empty amount', { ...prize, group_A: { num: '' } }, 'A', null],
    ['variant A with a negative amount', { ...prize, group_A: { num: '-5' } }, 'A', null],
    ['variant B missing num_second', { ...prize, group_B: { num_first: '100', num_second: '0' } }, 'B', null],
    ['no variant', prize, null, null],
    ['no prize', null, 'A', null],
  ])('%s', (_label, input, variant, expected) => expect(newUserPopupAmounts(input, variant)).toEqual(expected));
});
