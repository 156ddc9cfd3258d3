'use client';
import { useFundPasswordFrequency } from '@exchange/api';
import { useCallback } from 'react';
import { readFundPasswordEnteredAt, rememberFundPasswordEntered } from '../browser/fund-password-storage';
import { needsFundPassword } from '../rules/fund-password';

export interface FundPasswordCheck {
  /** Whether this fund operation must ask for the fund password now (spec 01 §5, needsFundPassword). */
  required: (now?: number) => boolean;
  /** Call after the password was accepted: the one-hour frequency counts from now. */
  remember: (now?: number) => void;
}

/**
 * For fund operations such as the chart's quick order: reads the user's frequency (GET get_user_frequency) and
 * when the password was last entered in this tab, and asks needsFundPassword. Pair it with FundPasswordModal.
 */
export function useFundPasswordCheck(options: { enabled: boolean }): FundPasswordCheck {
  const { data } = useFundPasswordFrequency({ enabled: options.enabled });
  const frequency = data?.frequency ?? null;
  const required = useCallback(
    (now: number = Date.now()) => options.enabled && needsFundPassword(frequency, readFundPasswordEnteredAt(), now),
    [options.enabled, frequency],
  );
  const remember = useCallback((now: number = Date.now()) => rememberFundPasswordEntered(now), []);
  return { required, remember };
}
