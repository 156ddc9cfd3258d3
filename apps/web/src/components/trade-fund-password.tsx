'use client';
import { FundPasswordModal, useFundPasswordCheck } from '@exchange/account';
import { TradeView, type TradeViewProps } from '@exchange/chart';
import { localizeHref } from '@exchange/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePositionShare } from './trade-position-share';

export type FundPasswordTradeViewProps = Omit<TradeViewProps, 'requestFundPassword'>;

/**
 * The trade view with the fund password of spec 01 §5 (issue 10 item 3): before a quick order, the account domain's
 * check (`useFundPasswordCheck`: the user's frequency and when the password was last entered) decides whether to ask;
 * when it does, `FundPasswordModal` asks, and Cancel or Escape cancels the order (null). Chart and account never
 * import each other, so the app composes them here (decision 0800). Share on a futures position opens the referral
 * domain's share image (`usePositionShare`, decision 1403).
 */
export function FundPasswordTradeView(props: FundPasswordTradeViewProps) {
  const { site, locale, user } = props.context;
  const check = useFundPasswordCheck({ enabled: user.isLoggedIn });
  const share = usePositionShare(props.context, props.symbol.price_precision);
  // The pending question's answer: set while the modal is open.
  const [asking, setAsking] = useState(false);
  const answer = useRef<((password: string | null) => void) | null>(null);

  const settle = useCallback((password: string | null) => {
    const resolve = answer.current;
    answer.current = null;
    setAsking(false);
    resolve?.(password);
  }, []);
  // A question still open when the page goes away is a cancellation, never a hanging order.
  useEffect(() => () => answer.current?.(null), []);

  const { required, remember } = check;
  const requestFundPassword = useCallback((): Promise<string | null> => {
    if (!required()) return Promise.resolve('');
    answer.current?.(null);
    return new Promise<string | null>((resolve) => {
      answer.current = resolve;
      setAsking(true);
    });
  }, [required]);

  return (
    <>
      <TradeView {...props} requestFundPassword={requestFundPassword} onSharePosition={share.onSharePosition} />
      {share.modal}
      {asking ? (
        <FundPasswordModal
          open
          onClose={() => settle(null)}
          onConfirm={(password) => {
            remember();
            settle(password);
          }}
          setupHref={localizeHref({ site, locale, path: '/myaccount/fundpass_setup' })}
          totpHref={localizeHref({ site, locale, path: '/myaccount/totp' })}
        />
      ) : null}
    </>
  );
}
