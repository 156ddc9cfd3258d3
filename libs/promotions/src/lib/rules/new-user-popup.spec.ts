import { decideNewUserPopup, parsePopupCounter, type NewUserPopupDecision, type NewUserPopupInput } from './new-user-popup';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const MIN = 60_000;
const base: NewUserPopupInput = { variant: 1, isLoggedIn: false, counterRaw: null, now: NOW };
const shown = (count: number, variant: 'A' | 'B' = 'A'): NewUserPopupDecision => ({ show: true, variant, nextCounter: `${count}/${NOW}` });
const hidden = (variant: 'A' | 'B' | null = 'A'): NewUserPopupDecision => ({ show: false, variant, nextCounter: null });

describe('decideNewUserPopup (spec 03 §4, §9: 4 views per day, 30-minute gap)', () => {
  it.each<[string, Partial<NewUserPopupInput>, NewUserPopupDecision]>([
    ['experiment 1 (variant A), first view', {}, shown(1)],
    ['experiment 2 (variant B), first view', { variant: 2 }, shown(1, 'B')],
    ['experiment "2" as text', { variant: '2' }, shown(1, 'B')],
    ['experiment 0: hidden', { variant: 0 }, hidden(null)],
    ['experiment 3: hidden', { variant: 3 }, hidden(null)],
    ['experiment not returned yet: hidden', { variant: undefined }, hidden(null)],
    ['logged-in user: never', { isLoggedIn: true }, hidden()],
    ['1 view 30 min ago: shows (2nd)', { counterRaw: `1/${NOW - 30 * MIN}` }, shown(2)],
    ['1 view 29 min ago: too soon', { counterRaw: `1/${NOW - 29 * MIN}` }, hidden()],
    ['3 views, last 31 min ago: shows (4th)', { counterRaw: `3/${NOW - 31 * MIN}` }, shown(4)],
    ['4 views today: daily cap', { counterRaw: `4/${NOW - 5 * 60 * MIN}` }, hidden()],
    ['4 views yesterday: resets on a new UTC day', { counterRaw: `4/${Date.UTC(2024, 4, 31, 23, 59)}` }, shown(1)],
    ['4 views at 00:00 UTC today: still capped', { counterRaw: `4/${Date.UTC(2024, 5, 1, 0, 0)}` }, hidden()],
    ['0 views recorded just now: shows', { counterRaw: `0/${NOW - MIN}` }, shown(1)],
    ['malformed counter "abc": ignored', { counterRaw: 'abc' }, shown(1)],
    ['malformed counter "4/": ignored', { counterRaw: '4/' }, shown(1)],
    ['malformed counter "-1/5": ignored', { counterRaw: '-1/5' }, shown(1)],
    ['malformed counter "4/1/2": ignored', { counterRaw: '4/1/2' }, shown(1)],
    ['counter from the future: ignored', { counterRaw: `4/${NOW + MIN}` }, shown(1)],
  ])('%s', (_label, overrides, expected) => expect(decideNewUserPopup({ ...base, ...overrides })).toEqual(expected));
});

describe('parsePopupCounter (spec 03 §5: two numbers separated by a slash)', () => {
  it.each<[string | null | undefined, { count: number; at: number } | null]>([
    ['2/1717243200000', { count: 2, at: 1717243200000 }],
    [' 2/5 ', { count: 2, at: 5 }],
    ['2.5/5', null],
    ['2|5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (raw, expected) => expect(parsePopupCounter(raw)).toEqual(expected));
});
