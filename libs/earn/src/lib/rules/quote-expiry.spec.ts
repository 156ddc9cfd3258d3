import { quoteCountdown, quoteDeadline } from './quote-expiry';

const RECEIVED = 1_764_000_000_000;

describe('quoteDeadline (the browser clock from the answer, decision 1896)', () => {
  it.each([
    ['a 10 s quote received now ends in 10 s', 10_000, RECEIVED + 10_000],
    ['a quote with no validity has no deadline', 0, 0],
    ['a negative validity has none either', -5, 0],
  ])('%s', (_label, valid, expected) => expect(quoteDeadline({ valid_ms: valid }, RECEIVED)).toBe(expected));
});

describe('quoteCountdown', () => {
  const deadline = RECEIVED + 10_000;
  it.each([
    ['just received: 10 s', RECEIVED, { status: 'live', secondsLeft: 10 }],
    ['0.2 s later still shows 10 s (rounded up)', RECEIVED + 200, { status: 'live', secondsLeft: 10 }],
    ['1 s later: 9 s', RECEIVED + 1_000, { status: 'live', secondsLeft: 9 }],
    ['1 ms before the deadline: 1 s', deadline - 1, { status: 'live', secondsLeft: 1 }],
    ['at the deadline: expired', deadline, { status: 'expired', secondsLeft: 0 }],
    ['after it: expired', deadline + 5_000, { status: 'expired', secondsLeft: 0 }],
    ['no deadline (a fallback quote): expired', 0, { status: 'expired', secondsLeft: 0 }],
  ])('%s', (_label, now, expected) => expect(quoteCountdown(now === 0 ? 0 : deadline, now === 0 ? RECEIVED : now)).toEqual(expected));
});
