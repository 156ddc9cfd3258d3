import { initialWallet, walletBalancesOf } from '../personas/wallet-balances';
import { applyTransfer } from '../rules/funds-transfer';
import { sessionWallet } from '../money/ledger';
import { ok, refuse, type Responder, type SandboxContext } from './context';
import { forUser, type UserContext } from './for-user';

const walletOf = ({ state, account }: UserContext) => state.walletBalances ?? initialWallet(account);

/** The double-submit check of the sandbox's writes (decision 0910): the csrftoken header is present and matches. */
const csrfOk = (csrf: SandboxContext['csrf']): boolean => {
  const header = csrf?.header?.trim() ?? '';
  return header !== '' && (csrf?.cookie == null || csrf.cookie === '' || csrf.cookie === header);
};

/** The funds-transfer micro-apps' calls (decision 1121): balances per account, and moving them in this browser's state. */
export const walletResponders = {
  // Issue 22: money in and out (deposits, codes, withdrawals, purchases) on top of the transfers; issue 21: trading's
  // ledger moves. The totals (what open orders lock is in the trading stream's `locked`, decision 1883).
  walletBalances: forUser((context) => ok(walletBalancesOf(context.account, sessionWallet(context.account, context.state, context.now)))),
  fundsTransfer: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(10010, 'Invalid CSRF token');
    const sub = context.input['sub_website_id'];
    const outcome = applyTransfer(
      walletOf(context),
      {
        currency: context.input['currency'],
        amount: context.input['amount'],
        from: context.input['from'],
        to: context.input['to'],
        sub_website_id: typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : sub,
      },
      { ukLimited: context.persona.compliance.limit.is_uk_limit, italyLimited: context.persona.compliance.limit.is_italy_limit },
    );
    if (!outcome.ok) return refuse(outcome.code, outcome.message);
    const wallet = outcome.wallet;
    return { ...ok(outcome.result), update: (state) => ({ ...state, walletBalances: wallet }) };
  }),
} satisfies Record<string, Responder>;
