import type { FuturesPosition } from '@exchange/api';
import { seriesFor } from '../market/bars';
import { recordPrint, resetMarketTape } from '../market/market-tape';
import { getPersona } from '../personas';
import type { PersonaAccount } from '../personas/persona';
import { emptySessionState } from '../state/session-state';
import { MARK_FOLLOWS_PRINT_MS, markedPositions } from './futures-session';

const NOW = Date.UTC(2026, 10, 28, 14, 0, 0);
const series = seriesFor('BTC_USDT', 'futures');
if (!series) throw new Error('no series');
const walk = Number(series.path.at(NOW).toFixed(1));

// 10 contracts of 0.0001 BTC, long from the walk's price at 10× isolated: the e2e's position.
const long: FuturesPosition = {
  contract: 'BTC_USDT',
  size: 10,
  leverage: '10',
  margin_mode: 'isolated',
  entry_price: String(walk),
  mark_price: String(walk),
  liq_price: '0',
  margin: String((walk * 0.001) / 10),
  unrealised_pnl: '0',
} as FuturesPosition;
const kyc2 = getPersona('user-kyc2').account;
if (!kyc2) throw new Error('no account');
const account: PersonaAccount = { ...kyc2, positions: [long] };
const state = emptySessionState();
const pnlAt = (now: number) => Number(markedPositions(account, state, now)[0]?.unrealised_pnl);
const markAt = (now: number) => Number(markedPositions(account, state, now)[0]?.mark_price);

// Decision 1938: the flaky futures e2e. A print 2 % up left the mark at the walk, so the PnL (0.001 BTC, shown to the
// cent) moved only when the walk happened to move by a few dollars.
describe("the mark price follows the market's prints", () => {
  beforeEach(() => resetMarketTape());

  it.each([
    ['no print: the walk', null, walk],
    ['a print 1 s ago: the print', 1_000, Math.round(walk * 1.02)],
    [`a print ${MARK_FOLLOWS_PRINT_MS} ms ago: still the print`, MARK_FOLLOWS_PRINT_MS, Math.round(walk * 1.02)],
    ['a print 6 s ago: the walk again', 6_000, walk],
    ['a print in the future (a sandbox clock set back): the walk', -1_000, walk],
  ])('%s', (_label, ago, mark) => {
    if (ago !== null) recordPrint('futures', 'BTC_USDT', { time: NOW - ago, price: Math.round(walk * 1.02), size: 1 });
    expect(markAt(NOW)).toBeCloseTo(mark, 1);
  });

  it("a print 2 % up moves a 10-contract long's unrealised PnL by about 1.2 USDT", () => {
    const before = pnlAt(NOW);
    recordPrint('futures', 'BTC_USDT', { time: NOW, price: Math.round(walk * 1.02), size: 1 });
    expect(pnlAt(NOW) - before).toBeGreaterThan(1.1);
    expect(pnlAt(NOW) - before).toBeLessThan(1.3);
  });
});
