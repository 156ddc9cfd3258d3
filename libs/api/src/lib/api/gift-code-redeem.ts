'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: redeem a deposit code; refreshes balances and deposits. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useRedeemGiftCode = () => useEndpointMutation('giftCodeRedeem', ['depositHistory', 'walletBalances', 'totalFunds']);
