'use client';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import type { AddressVerdict } from '../../rules/address-check';

export interface DestinationStepProps {
  networkName: string;
  memoRequired: boolean;
  address: string;
  onAddress: (value: string) => void;
  memo: string;
  onMemo: (value: string) => void;
  /** The address check for the network, as the user types (rules/address-check). */
  verdict: AddressVerdict;
  /** Offer to save the address (valid and not in the book yet). */
  canSave: boolean;
  saving: boolean;
  onSave: (label: string) => Promise<boolean>;
}

/** Where the coins go (issue 22 item 3): the address checked as typed, the memo where the network needs one, save to the book. */
export function DestinationStep(props: DestinationStepProps) {
  const intl = useIntl();
  const { verdict, networkName } = props;
  const addressError =
    verdict === 'format'
      ? intl.formatMessage(m.withdrawAddressFormat, { network: networkName })
      : verdict === 'checksum'
        ? intl.formatMessage(m.withdrawAddressChecksum)
        : null;
  return (
    <>
      <Field.Root invalid={addressError !== null} required>
        <Field.Label>{intl.formatMessage(m.withdrawAddress)}</Field.Label>
        <Input
          value={props.address}
          onChange={(e) => props.onAddress(e.target.value)}
          dir="ltr"
          fontFamily="mono"
          autoComplete="off"
          spellCheck={false}
          placeholder={intl.formatMessage(m.withdrawAddressPlaceholder, { network: networkName })}
        />
        {addressError !== null ? <Field.ErrorText>{addressError}</Field.ErrorText> : null}
        {verdict === 'ok' ? (
          <Field.HelperText color="fg.success" data-testid="address-ok">
            {intl.formatMessage(m.withdrawAddressOk, { network: networkName })}
          </Field.HelperText>
        ) : null}
      </Field.Root>
      {props.memoRequired ? (
        <Field.Root invalid={props.memo.trim() === '' && props.address !== ''} required>
          <Field.Label>{intl.formatMessage(m.withdrawMemo)}</Field.Label>
          <Input value={props.memo} onChange={(e) => props.onMemo(e.target.value)} dir="ltr" inputMode="numeric" autoComplete="off" />
          <Field.HelperText>{intl.formatMessage(m.withdrawMemoRequired)}</Field.HelperText>
        </Field.Root>
      ) : null}
      {props.canSave ? <SaveToBook key={props.address} saving={props.saving} onSave={props.onSave} /> : null}
    </>
  );
}

function SaveToBook({ saving, onSave }: { saving: boolean; onSave: (label: string) => Promise<boolean> }) {
  const intl = useIntl();
  const [label, setLabel] = useState('');
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Field.Root flex="1" minW="40">
        <Field.Label textStyle="sm">{intl.formatMessage(m.bookLabel)}</Field.Label>
        <Input size="sm" value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} />
      </Field.Root>
      <Button
        size="sm"
        variant="outline"
        disabled={label.trim() === ''}
        loading={saving}
        onClick={() => void onSave(label.trim()).then((saved) => saved && setLabel(''))}
      >
        {intl.formatMessage(m.bookSave)}
      </Button>
    </HStack>
  );
}
