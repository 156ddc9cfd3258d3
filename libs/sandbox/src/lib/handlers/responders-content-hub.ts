import { ENDPOINTS, kycLevelOneOrAbove } from '@exchange/api';
import Decimal from 'decimal.js';
import { articleOf, articlesOf } from '../content/articles';
import { ALPHA_MIN_USDT, alphaBoard, alphaFillAmount, type AlphaTrade } from '../money/alpha-trades';
import { spotUnits } from '../money/ledger';
import { emptyMoneyState } from '../money/money-state';
import { toUnits } from '../rules/funds-transfer';
import { availableWallet } from '../trading/session-trading';
import { ok, refuse, type Responder } from './context';
import { forUser } from './for-user';

/** The alpha buy's refusals (decision 1903; codes ours). */
export const ALPHA_CODES = {
  invalid: 31000,
  kyc: 31001,
  restricted: 31002,
  unknownToken: 31010,
  belowMinimum: 31011,
  balance: 31012,
} as const;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Issue 25 (decisions 1902, 1903): the content hub's lists and articles, the alpha board and the alpha buy. */
export const contentHubResponders = {
  contentArticles: ({ input }) => ok({ list: articlesOf(str(input['kind']), str(input['lang']) || 'en', str(input['q'])) }),
  contentArticle: ({ input }) => ok(articleOf(str(input['kind']), str(input['slug']), str(input['lang']) || 'en')),
  alphaTokens: ({ now }) => ok({ list: alphaBoard(now) }),
  alphaOrder: forUser(({ input, now, account, persona, state }) => {
    const parsed = ENDPOINTS.alphaOrder.input.safeParse(input);
    if (!parsed.success) return refuse(ALPHA_CODES.invalid, 'Enter a USDT amount');
    if (!kycLevelOneOrAbove(account.userInfo.verified))
      return refuse(ALPHA_CODES.kyc, 'Complete identity verification (KYC level 1) to buy on Alpha');
    if (persona.compliance.menu.includes('alpha')) return refuse(ALPHA_CODES.restricted, 'Alpha is not available in your region');
    const token = alphaBoard(now).find((t) => t.token === parsed.data.token);
    if (!token) return refuse(ALPHA_CODES.unknownToken, 'This token is not on Alpha');
    const usdt = new Decimal(parsed.data.usdt_amount);
    if (usdt.lt(ALPHA_MIN_USDT)) return refuse(ALPHA_CODES.belowMinimum, `The minimum buy is ${ALPHA_MIN_USDT} USDT`);
    const usdtAmount = usdt.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
    const wallet = availableWallet(account, state, now);
    if ((toUnits(usdtAmount) ?? 0n) > spotUnits(wallet, 'USDT')) return refuse(ALPHA_CODES.balance, 'Insufficient USDT balance');
    const money = state.money ?? emptyMoneyState();
    const trade: AlphaTrade = {
      order_id: `alpha-${money.nextId}`,
      token: token.token,
      amount: alphaFillAmount(usdtAmount, token.price),
      price: token.price,
      usdt_amount: usdtAmount,
      created_at: now,
    };
    return {
      ...ok(trade),
      update: (s) => {
        const m = s.money ?? emptyMoneyState();
        return { ...s, money: { ...m, alphaTrades: [...(m.alphaTrades ?? []), trade], nextId: m.nextId + 1 } };
      },
    };
  }),
} satisfies Record<string, Responder>;
