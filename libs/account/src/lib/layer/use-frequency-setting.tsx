'use client';
import { useFundPasswordFrequency, useSaveFundPasswordFrequency, useSecurityCodeSend, useWithdrawSecurity } from '@exchange/api';
import { useToast } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { rememberFundPasswordEntered } from '../browser/fund-password-storage';
import { centreMessages } from '../centre-messages';
import { FrequencyChangeModal, type FrequencyChangeInput } from '../components/frequency-change-modal/frequency-change-modal';
import type { SecurityCodeFieldProps } from '../components/security-code-field/security-code-field';
import { messages } from '../messages';
import { frequencySaveMessage } from '../rules/frequency-save';

type SendCode = NonNullable<SecurityCodeFieldProps['onSend']>;

/** Decision 1908: mail a security code (2FA off) and say where it went, or the refusal. */
export function useSendSecurityCode(purpose: 'fundpass' | 'withdraw' | 'frequency'): SendCode {
  const intl = useIntl();
  const send = useSecurityCodeSend();
  return async () => {
    const result = await send.trigger({ purpose });
    if (result.ok && result.data) return { sentTo: result.data.sent_to };
    return {
      refusal: result.error?.message
        ? intl.formatMessage(centreMessages.refused, { message: result.error.message })
        : intl.formatMessage(centreMessages.failed),
    };
  };
}

/**
 * The fund-password frequency (spec 01 §3, §5) for /myaccount/security and /myaccount/fundpass_setup: the read, the
 * frequency-change modal and its save through POST /json_svr/query_safe (a failure toasts the server's message or
 * "Error", spec 01 §8, and keeps the form as typed). The modal asks the authenticator's code, or with 2FA off a mailed
 * one (decision 1908).
 */
export function useFrequencySetting(input: { isLoggedIn: boolean; setupHref: string; totpHref: string }) {
  const intl = useIntl();
  const toast = useToast();
  const frequency = useFundPasswordFrequency({ enabled: input.isLoggedIn });
  const security = useWithdrawSecurity({ enabled: input.isLoggedIn });
  const save = useSaveFundPasswordFrequency();
  const sendCode = useSendSecurityCode('frequency');
  const [open, setOpen] = useState(false);
  const current = frequency.data?.frequency ?? null;

  const onSave = async (value: FrequencyChangeInput): Promise<boolean> => {
    const result = await save.trigger({ action: 'tradepassfrequency', ...value });
    if (result.ok) {
      rememberFundPasswordEntered(Date.now());
      toast.show({ status: 'success', description: intl.formatMessage(messages.frequencySaved) });
      setOpen(false);
      return true;
    }
    toast.show({
      status: 'error',
      title: intl.formatMessage(messages.frequencyFailedTitle),
      description: frequencySaveMessage(result.error) ?? intl.formatMessage(messages.frequencyError),
    });
    return false;
  };

  const modal = (
    <FrequencyChangeModal
      open={open}
      onClose={() => setOpen(false)}
      currentFrequency={current}
      onSave={onSave}
      setupHref={input.setupHref}
      totpHref={input.totpHref}
      codeChannel={security.data && !security.data.totp_bound ? 'email' : 'totp'}
      onSendCode={sendCode}
    />
  );
  return { current, loading: frequency.data === undefined, open: () => setOpen(true), modal };
}
