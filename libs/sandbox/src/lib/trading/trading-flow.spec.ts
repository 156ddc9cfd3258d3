import { TRADING_ERRORS, createExchangeClient, createTransport, type FetchLike } from '@exchange/api';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { handleSandboxControl } from '../control/handle-control';
import { createSandboxFetch } from '../handle-request';
import { seriesFor } from '../market/bars';
import { recordPrint, resetMarketTape } from '../market/market-tape';
import { PERSONAS } from '../personas';
import { MAX_WALK_SAMPLES } from '../rules/missed-prints';
import { readSessionState, resetSandboxState, writeSessionState } from '../state/session-state';
import { lastFundingTime } from './futures-engine';
import { applyPrint, catchUpMarket } from './print';
import { emptyTradingState } from './trading-state';

afterEach(() => resetSandboxState());

const COOKIE = `${personaCookieHeader('user-kyc2')}; sandbox_sid=flow`;
const client = () => {
  const inner = createSandboxFetch();
  const fetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', COOKIE);
    return inner(url, { ...init, headers });
  };
  return createExchangeClient(createTransport({ baseUrl: 'http://localhost', fetch, monitor: createRecordingMonitor().monitor }));
};
const persona = PERSONAS['user-kyc2'].account;
if (!persona) throw new Error('user-kyc2 has an account');
const account = persona;
const lastOf = async (market: 'spot' | 'futures', symbol = 'BTC_USDT') =>
  (await client().call('marketTickers', { market })).find((t) => t.symbol === symbol)?.last ?? 0;

describe('the Done-when flows against the sandbox (issue 21)', () => {
  it('spot: a limit buy beyond the balance is refused; a small market buy moves the balance by fill + fee; cancel-all', async () => {
    const last = await lastOf('spot');
    const refused = await client().callResult('placeSpotOrder', {
      currency_pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: last.toFixed(2),
      amount: '1000',
    });
    expect(refused.ok ? null : refused.error.code).toBe(TRADING_ERRORS.insufficientBalance);
    expect((await client().call('spotOrderHistory', {}))[0]).toMatchObject({
      status: 'rejected',
      reject_code: TRADING_ERRORS.insufficientBalance,
    });

    const before = Number((await client().call('walletBalances')).accounts[0]?.balances.find((b) => b.currency === 'USDT')?.available);
    const order = await client().call('placeSpotOrder', { currency_pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001' });
    expect(order).toMatchObject({ status: 'closed', filled_amount: '0.001' });
    const [trade] = await client().call('spotTrades', {});
    expect(trade).toMatchObject({ order_id: order?.id, fee_currency: 'USDT', role: 'taker' });
    const after = Number((await client().call('walletBalances')).accounts[0]?.balances.find((b) => b.currency === 'USDT')?.available);
    expect(before - after).toBeCloseTo(Number(order?.avg_price) * 0.001 + Number(order?.fee), 6);

    await client().call('placeSpotOrder', {
      currency_pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: (last * 0.95).toFixed(2),
      amount: '0.001',
    });
    expect((await client().call('spotOpenOrders', {})).length).toBe(2); // the seeded order and this one
    expect((await client().call('cancelAllSpotOrders', {})).length).toBe(2);
    expect(await client().call('spotOpenOrders', {})).toEqual([]);
    expect((await client().call('spotOrderHistory', {})).slice(0, 2).map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('spot: a resting limit order fills when the market crosses it (maker fee)', async () => {
    const last = await lastOf('spot');
    const price = Number((last * 0.97).toFixed(2));
    const order = await client().call('placeSpotOrder', {
      currency_pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: price.toFixed(2),
      amount: '0.001',
    });
    const next = applyPrint(readSessionState('flow', 'user-kyc2'), account, 'spot', 'BTC_USDT', { price: price - 1 }, Date.now());
    expect(next?.trading?.spotHistory.at(-1)).toMatchObject({ id: order?.id, status: 'closed' });
    expect(next?.trading?.events.at(-1)).toMatchObject({ kind: 'filled', order_id: order?.id });
    expect(next?.fills.at(-1)?.fill).toMatchObject({ role: 'maker', price: price.toFixed(2).replace(/\.?0+$/, '') });
  });

  // Decision 1911: with no page open, the tick control's print goes on the market's tape and the next call meets it;
  // a print smaller than the order fills part of it.
  it('spot: with no page open, a print smaller than a resting order fills part of it on the next call, the next print the rest', async () => {
    const last = await lastOf('spot');
    const price = Number((last * 0.97).toFixed(2));
    const order = await client().call('placeSpotOrder', {
      currency_pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: price.toFixed(2),
      amount: '0.002',
    });
    const tick = (size: string) =>
      handleSandboxControl(
        new Request(`http://localhost/_sandbox/market/tick?symbol=BTC_USDT&market=spot&price=${price - 1}&size=${size}`),
      );
    expect(tick('0.0005')?.status).toBe(200);
    const open = (await client().call('spotOpenOrders', {})).find((o) => o.id === order?.id);
    expect(open).toMatchObject({ status: 'open', filled_amount: '0.0005' });
    expect(readSessionState('flow', 'user-kyc2').trading?.events.at(-1)).toMatchObject({ kind: 'partially_filled', order_id: order?.id });
    expect(tick('1')?.status).toBe(200);
    expect((await client().call('spotOpenOrders', {})).some((o) => o.id === order?.id)).toBe(false);
    expect((await client().call('spotOrderHistory', {}))[0]).toMatchObject({ id: order?.id, status: 'closed', filled_amount: '0.002' });
    const fills = (await client().call('spotTrades', {})).filter((f) => f.order_id === order?.id);
    expect(fills.map((f) => [f.amount, f.role])).toEqual([
      ['0.0015', 'maker'],
      ['0.0005', 'maker'],
    ]);
  });

  it('spot: a day later with no print on the tape, the price walk alone fills a resting order on the next call', async () => {
    const series = seriesFor('BTC_USDT', 'spot');
    if (!series) throw new Error('BTC_USDT');
    const T0 = Date.now();
    const DAY = 86_400_000;
    const step = Math.ceil(DAY / MAX_WALK_SAMPLES);
    // The lowest and highest samples of the walk the catch-up will take (every `step` after T0). A buy rests at the
    // low, under the market; on a day whose walk never comes below the market (it depends on the hour the test runs),
    // a sell rests at the high instead, above it.
    let low = Infinity;
    let high = -Infinity;
    for (let time = T0 + step; time <= T0 + DAY; time += step) {
      const sample = Number(series.path.at(time).toFixed(2));
      low = Math.min(low, sample);
      high = Math.max(high, sample);
    }
    // The book stands around the walk's price now (the previous test's ticks moved the last trade, not the book); the
    // price band (±10 %) is around the last trade.
    const now = series.path.at(T0);
    const last = await lastOf('spot');
    const buy = low < now * 0.998;
    const price = buy
      ? Math.max(Math.ceil(low * 100) / 100, Math.ceil(last * 91) / 100)
      : Math.min(Math.floor(high * 100) / 100, Math.floor(last * 109) / 100);
    const order = await client().call('placeSpotOrder', {
      currency_pair: 'BTC_USDT',
      side: buy ? 'buy' : 'sell',
      type: 'limit',
      price: price.toFixed(2),
      amount: '0.001',
    });
    expect(order).toMatchObject({ status: 'open' });
    const state = readSessionState('flow', 'user-kyc2');
    const trading = state.trading ?? emptyTradingState();
    const seen = { ...state, trading: { ...trading, marketSeen: { 'spot:BTC_USDT': { seq: 0, time: T0 } } } };
    const caught = catchUpMarket(seen, account, T0 + DAY);
    expect(caught.changed).toBe(true);
    expect(caught.state.trading?.spotHistory.find((o) => o.id === order?.id)).toMatchObject({ status: 'closed', filled_amount: '0.001' });
    expect(caught.state.trading?.marketSeen?.['spot:BTC_USDT']?.time).toBe(T0 + DAY);
  });

  it('a first look meets the tape from before it but pays no funding time it was not there for (server up across 16:00 UTC)', () => {
    const boundary = lastFundingTime(Date.now());
    const mark = seriesFor('BTC_USDT', 'futures')?.path.at(boundary) ?? 60_000;
    recordPrint('futures', 'BTC_USDT', { time: boundary - 60_000, price: Number(mark.toFixed(1)), size: 0.0001 });
    recordPrint('futures', 'BTC_USDT', { time: boundary + 1_000, price: Number(mark.toFixed(1)), size: 0.0001 });
    try {
      const fresh = readSessionState('first-look', 'user-kyc2');
      const caught = catchUpMarket(fresh, account, boundary + 60_000);
      expect(caught.state.trading?.funding ?? []).toEqual([]);
      expect(caught.state.trading?.fundedAt).toBe(boundary);
    } finally {
      // The tape is the market's, not a session's: the next test must not meet these prints.
      resetMarketTape();
    }
  });

  it('futures: a print of one contract (0.0001 BTC) fills half of the seeded 2-contract buy at 57500, the next print the rest', () => {
    const print = (state: ReturnType<typeof readSessionState>) =>
      applyPrint(state, account, 'futures', 'BTC_USDT', { price: 57_400, size: 0.0001 }, Date.now());
    const half = print(readSessionState('flow', 'user-kyc2'));
    expect(half?.futuresOrders).toEqual([expect.objectContaining({ id: `${account.userInfo.uid}11`, left: 1, status: 'open' })]);
    expect(half?.trading?.events.at(-1)).toMatchObject({ kind: 'partially_filled', filled_amount: '1' });
    expect(half?.positions?.find((p) => p.contract === 'BTC_USDT')?.size).toBe(4);
    const done = half && print(half);
    expect(done?.trading?.futuresHistory.at(-1)).toMatchObject({ left: 0, finish_as: 'filled' });
    expect(done?.positions?.find((p) => p.contract === 'BTC_USDT')?.size).toBe(5);
  });

  it('user-kyc0 (level 0 may not trade, decision 1909) starts with no order or position and is refused', async () => {
    const kyc0 = createSandboxFetch({ cookie: `${personaCookieHeader('user-kyc0')}; sandbox_sid=kyc0` });
    const api = createExchangeClient(
      createTransport({ baseUrl: 'http://localhost', fetch: kyc0, monitor: createRecordingMonitor().monitor }),
    );
    expect(await api.call('spotOpenOrders', {})).toEqual([]);
    expect(await api.call('futuresOpenOrders', {})).toEqual([]);
    expect(await api.call('futuresPositions', {})).toEqual([]);
    const refused = await api.callResult('placeSpotOrder', { currency_pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001' });
    expect(refused.ok ? null : refused.error.code).toBe(TRADING_ERRORS.kycRequired);
  });

  it('futures: 10× isolated, liquidation price, TP/SL, close, funding in the history', async () => {
    expect(await client().call('setFuturesSettings', { contract: 'BTC_USDT', leverage: 10, margin_mode: 'isolated' })).toMatchObject({
      leverage: 10,
      margin_mode: 'isolated',
      max_leverage: 100,
    });
    const tooHigh = await client().callResult('setFuturesSettings', { contract: 'BTC_USDT', leverage: 150 });
    expect(tooHigh.ok ? null : tooHigh.error.code).toBe(TRADING_ERRORS.leverageOutOfRange);
    // The persona holds 3 contracts: the mode cannot change while it is open.
    const locked = await client().callResult('setFuturesSettings', { contract: 'BTC_USDT', margin_mode: 'cross' });
    expect(locked.ok ? null : locked.error.code).toBe(TRADING_ERRORS.marginModeLocked);

    const order = await client().call('placeFuturesOrder', { contract: 'BTC_USDT', size: 100 });
    expect(order).toMatchObject({ status: 'finished', finish_as: 'filled', left: 0 });
    const [position] = await client().call('futuresPositions', { contract: 'BTC_USDT' });
    expect(position?.size).toBe(103);
    const entry = Number(position?.entry_price);
    // isolated 10×: liquidation about 9.5 % below the entry
    expect(Number(position?.liq_price)).toBeGreaterThan(entry * 0.89);
    expect(Number(position?.liq_price)).toBeLessThan(entry * 0.92);
    expect(position).toMatchObject({ margin_mode: 'isolated' });

    const mark = Number(position?.mark_price);
    const tpsl = await client().call('setFuturesTpsl', {
      contract: 'BTC_USDT',
      take_profit: (mark * 1.05).toFixed(1),
      stop_loss: (mark * 0.95).toFixed(1),
    });
    expect(tpsl?.take_profit).toBe((mark * 1.05).toFixed(1));
    // The take-profit triggers on a print above it: the position closes.
    const hit = writeSessionState(
      'flow',
      'user-kyc2',
      (state) => applyPrint(state, account, 'futures', 'BTC_USDT', { price: mark * 1.06 }, Date.now()) ?? state,
    );
    expect(hit?.positions?.find((p) => p.contract === 'BTC_USDT')).toBeUndefined();
    expect(hit?.trading?.futuresHistory.at(-1)).toMatchObject({ type: 'take_profit', finish_as: 'filled' });

    // Open again, close by the close call.
    await client().call('placeFuturesOrder', { contract: 'BTC_USDT', size: -50 });
    expect((await client().call('futuresPositions', { contract: 'BTC_USDT' }))[0]?.size).toBe(-50);
    const response = handleSandboxControl(new Request('http://localhost/_sandbox/funding', { headers: { cookie: COOKIE } }));
    expect(response?.status).toBe(200);
    const [payment] = await client().call('futuresFundingHistory', {});
    expect(payment).toMatchObject({ contract: 'BTC_USDT', size: -50, rate: '0.0001', currency: 'USDT' });
    expect(Number(payment?.amount)).toBeGreaterThan(0); // a short receives a positive rate
    await client().call('closeFuturesPosition', { contract: 'BTC_USDT' });
    expect(await client().call('futuresPositions', { contract: 'BTC_USDT' })).toEqual([]);
    const futures = await client().call('futuresAccount');
    // Fees, realised PnL and funding moved the 500 USDT futures balance.
    expect(Number(futures?.balance)).not.toBe(500);
    expect(futures).toMatchObject({ position_margin: '0', currency: 'USDT' });
  });
});
