'use client';
import { Alert, Button, Field, HStack, Input } from '@chakra-ui/react';
import { callEndpointResult, useExchangeClient, useRedeemGiftCode, type GiftCodePreview } from '@exchange/api';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { checkGiftCode, normalizeGiftCode } from '../../rules/gift-code';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { MoneyPanel } from '../money-panel/money-panel';

export interface CodeDepositViewProps {
  isLoggedIn: boolean;
  links: MoneyLinks;
}

type Preview = { kind: 'idle' } | { kind: 'checking' } | { kind: 'ok'; preview: GiftCodePreview } | { kind: 'refused'; message: string };

/**
 * Code deposit (issue 22, 01 §2 /myaccount/deposit_gatecode): the code is formatted and checked as the user types;
 * a complete code is previewed by the server (amount and coin); Confirm credits it. A used, expired or unknown code
 * shows the server's message, and the code stays in the field.
 */
export function CodeDepositView(props: CodeDepositViewProps) {
  return (
    <MoneyGate feature="deposit" isLoggedIn={props.isLoggedIn} links={props.links}>
      <CodeDepositForm />
    </MoneyGate>
  );
}

function CodeDepositForm() {
  const intl = useIntl();
  const client = useExchangeClient();
  const redeem = useRedeemGiftCode();
  const [code, setCode] = useState('');
  const [preview, setPreview] = useState<Preview>({ kind: 'idle' });
  const [done, setDone] = useState<GiftCodePreview | null>(null);
  const verdict = checkGiftCode(code);

  useEffect(() => {
    if (verdict !== 'ok') {
      setPreview({ kind: 'idle' });
      return undefined;
    }
    let live = true;
    setPreview({ kind: 'checking' });
    void callEndpointResult(client, 'giftCodePreview', { code }).then((result) => {
      if (!live) return;
      if (result.ok && result.data !== null) setPreview({ kind: 'ok', preview: result.data });
      else setPreview({ kind: 'refused', message: result.error?.message || intl.formatMessage(m.codeError) });
    });
    return () => {
      live = false;
    };
  }, [client, code, verdict, intl]);

  const confirm = async () => {
    const result = await redeem.trigger({ code });
    if (result.ok && result.data !== null) {
      setDone(result.data);
      setCode('');
    } else setPreview({ kind: 'refused', message: result.error?.message || intl.formatMessage(m.codeError) });
  };

  return (
    <MoneyPanel id="wallet-code-deposit" title={intl.formatMessage(m.codeTitle)} maxW="2xl">
      {done !== null ? (
        <Alert.Root status="success" data-testid="code-credited">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.codeCredited, { amount: done.amount, currency: done.currency })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Field.Root invalid={verdict === 'incomplete' && code.length >= 14} required>
        <Field.Label>{intl.formatMessage(m.codeLabel)}</Field.Label>
        <Input
          value={code}
          dir="ltr"
          fontFamily="mono"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          onChange={(e) => {
            setDone(null);
            setCode(normalizeGiftCode(e.target.value));
          }}
        />
        {verdict === 'incomplete' ? (
          <Field.HelperText>{intl.formatMessage(m.codeIncomplete)}</Field.HelperText>
        ) : (
          <Field.HelperText>{intl.formatMessage(m.codeHelp)}</Field.HelperText>
        )}
      </Field.Root>
      {preview.kind === 'ok' ? (
        <Alert.Root status="info" data-testid="code-preview">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(m.codePreview, { amount: preview.preview.amount, currency: preview.preview.currency })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {preview.kind === 'refused' ? (
        <Alert.Root status="error" role="alert" data-testid="code-refused">
          <Alert.Indicator />
          <Alert.Title>{preview.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack>
        <Button colorPalette="brand" disabled={preview.kind !== 'ok'} loading={redeem.isMutating} onClick={() => void confirm()}>
          {intl.formatMessage(m.codeConfirm)}
        </Button>
      </HStack>
    </MoneyPanel>
  );
}
