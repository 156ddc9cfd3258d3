import { TRADING_ERRORS } from '@exchange/api';
import { feedbackOf, isEchoOfRefusal, rejectionReason } from './order-entry-feedback';

describe('order feedback (issue 21 item 2, decision 1892)', () => {
  it.each([
    ['placed', 'placed'],
    ['triggered', 'triggered'],
    ['partially_filled', 'partial'],
    ['filled', 'filled'],
    ['cancelled', 'cancelled'],
    ['rejected', 'rejected'],
  ] as const)('event %s → toast %s', (kind, toast) => {
    expect(feedbackOf({ kind })).toBe(toast);
  });

  // A partial fill (issue 21 item 2): the sandbox matches a resting 0.01 BTC order against 0.004 BTC first.
  it.each([
    ['partially_filled, 0.004 of 0.01', { kind: 'partially_filled', amount: '0.01', filled_amount: '0.004' }, 'partial'],
    ['partially_filled, figures missing', { kind: 'partially_filled' }, 'partial'],
    ['filled, 0.004 of 0.01 (named filled by the exchange)', { kind: 'filled', amount: '0.01', filled_amount: '0.004' }, 'partial'],
    ['filled, 0.01 of 0.01', { kind: 'filled', amount: '0.01', filled_amount: '0.01' }, 'filled'],
    ['filled, futures 3 of 3 contracts', { kind: 'filled', amount: '3', filled_amount: '3' }, 'filled'],
    ['filled, futures 1 of 3 contracts', { kind: 'filled', amount: '3', filled_amount: '1' }, 'partial'],
    ['filled, no filled amount reported', { kind: 'filled', amount: '0.01', filled_amount: '0' }, 'filled'],
    ['filled market buy, amount in the quote coin', { kind: 'filled', type: 'market', amount: '100', filled_amount: '0.0016' }, 'filled'],
    ['cancelled after 0.004 of 0.01 filled', { kind: 'cancelled', amount: '0.01', filled_amount: '0.004' }, 'cancelled'],
  ] as const)('%s → %s', (_label, event, toast) => {
    expect(feedbackOf(event)).toBe(toast);
  });

  it.each([
    [TRADING_ERRORS.insufficientBalance, 'insufficientBalance'],
    [TRADING_ERRORS.belowMinAmount, 'belowMinimum'],
    [TRADING_ERRORS.belowMinNotional, 'belowMinimum'],
    [TRADING_ERRORS.priceOutsideBand, 'priceBand'],
    [TRADING_ERRORS.tickSize, 'precision'],
    [TRADING_ERRORS.amountStep, 'precision'],
    [TRADING_ERRORS.postOnlyWouldTake, 'postOnly'],
    [TRADING_ERRORS.reduceOnly, 'reduceOnly'],
    [TRADING_ERRORS.leverageOutOfRange, 'leverage'],
    [TRADING_ERRORS.stopWouldTrigger, 'stopWouldTrigger'],
    [TRADING_ERRORS.noLiquidity, 'noLiquidity'],
    [TRADING_ERRORS.noPosition, 'noPosition'],
    [TRADING_ERRORS.invalidOrder, 'other'],
    [99999, 'other'],
    [undefined, 'other'],
  ] as const)('code %s → %s', (code, reason) => {
    expect(rejectionReason(code)).toBe(reason);
  });

  it.each([
    ['the same refusal 1 s later', { kind: 'rejected', symbol: 'BTC_USDT', time_ms: 11_000 }, true],
    ['6 s later', { kind: 'rejected', symbol: 'BTC_USDT', time_ms: 16_000 }, false],
    ['another symbol', { kind: 'rejected', symbol: 'ETH_USDT', time_ms: 11_000 }, false],
    ['not a refusal', { kind: 'filled', symbol: 'BTC_USDT', time_ms: 11_000 }, false],
  ] as const)('a stream refusal is the echo of the form’s: %s → %s', (_label, event, echo) => {
    expect(isEchoOfRefusal(event, { symbol: 'BTC_USDT', at: 10_000 })).toBe(echo);
  });
});
