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
