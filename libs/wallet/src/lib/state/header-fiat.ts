'use client';
import { CURR_FIAT_COOKIE, CURR_FIAT_MAX_AGE_SECONDS, type HeaderCommonData } from '@exchange/api';
import { writeCookie } from '@exchange/site-config';
import type { SiteHeaderProps } from '@exchange/ui';
import { useCallback, useMemo } from 'react';
import { fiatSymbol } from '../rules/estimate-fiat';

export interface HeaderFiatMenu {
  fiats: NonNullable<SiteHeaderProps['fiats']>;
  currentFiat: string;
  onFiatChange: (code: string) => void;
}

/**
 * The header's currency menu (issue 22, 01 §3), owned by the wallet: the header common data's `fiat_list` with each
 * currency's symbol in the locale, the current `curr_fiat`, and the choice remembered in the `curr_fiat` cookie for a
 * year; the page reloads so the server applies it to every estimate (decision 1856). The app spreads it into the header.
 */
export function useHeaderFiatMenu(header: Pick<HeaderCommonData, 'fiat_list' | 'curr_fiat'>, locale: string): HeaderFiatMenu {
  const fiats = useMemo(
    () => header.fiat_list.map((f) => ({ code: f.symbol, label: f.name || undefined, symbol: fiatSymbol(f.symbol, locale) })),
    [header.fiat_list, locale],
  );
  const onFiatChange = useCallback((code: string) => {
    writeCookie(document, CURR_FIAT_COOKIE, code, { maxAge: CURR_FIAT_MAX_AGE_SECONDS });
    window.location.reload();
  }, []);
  return { fiats, currentFiat: header.curr_fiat, onFiatChange };
}
