'use client';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { declarationMessages } from '../../messages';
import { COMPLIANCE_PRIORITY } from '../../rules/overlay-priority';
import { canConfirmDeclaration, shouldShowDeclaration, type DeclarationStatus } from '../../rules/turkey-declaration';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';

export interface TurkeyDeclarationModalProps {
  /** 1 need sign, 2 signed (03 §3); fetched only for logged-in Turkey users. */
  status: DeclarationStatus;
  /** Post the submit call; resolve true when signed (code 0). False or a rejection keeps it open. */
  onConfirm: () => Promise<boolean>;
}

/** 03 §4 Turkey customer declaration: confirm only when ticked, not yet signed and not submitting; closes on success. */
export function TurkeyDeclarationModal({ status, onConfirm }: TurkeyDeclarationModalProps) {
  const intl = useIntl();
  const [ticked, setTicked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [signed, setSigned] = useState(false);
  const confirm = async () => {
    if (!canConfirmDeclaration({ ticked, status, submitting })) return;
    setSubmitting(true);
    const ok = await onConfirm().catch(() => false);
    setSubmitting(false);
    if (ok) setSigned(true);
  };
  return (
    <ComplianceDialog
      id="compliance.turkey-declaration"
      priority={COMPLIANCE_PRIORITY.declaration}
      wanted={shouldShowDeclaration(status) && !signed}
      closable={false}
      role="alertdialog"
      title={intl.formatMessage(declarationMessages.title)}
      actions={[
        {
          label: intl.formatMessage(declarationMessages.confirm),
          onClick: () => void confirm(),
          closes: false,
          loading: submitting,
          disabled: !canConfirmDeclaration({ ticked, status, submitting }),
        },
      ]}
    >
      <Stack gap="4">
        <Text>{intl.formatMessage(declarationMessages.body)}</Text>
        <Checkbox.Root checked={ticked} onCheckedChange={(details) => setTicked(details.checked === true)} disabled={submitting}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(declarationMessages.checkbox)}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </ComplianceDialog>
  );
}
