'use client';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { declarationMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import {
  canConfirmDeclaration,
  shouldShowDeclaration,
  type DeclarationStatus,
  type DeclarationSubmitResult,
} from '../../rules/turkey-declaration';
import { nonEmptyText } from '../../rules/values';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';

export interface TurkeyDeclarationModalProps {
  /** 1 need sign, 2 signed (03 §3); fetched only for logged-in Turkey users. */
  status: DeclarationStatus;
  /**
   * Post the submit call. `{ ok: true }` (code 0) closes the dialog; `{ ok: false, message }` or a rejection keeps it
   * open with an error: `message` (the server's text, `declarationFailureMessage`) or the generic localized text.
   */
  onConfirm: () => Promise<DeclarationSubmitResult>;
}

type Failure = { message: string | null } | null;

/**
 * 03 §4 Turkey customer declaration: confirm only when ticked, not yet signed and not submitting; closes on success.
 * A failed submit (issue 13 item 6, decision 0313) shows an inline alert; the box stays ticked and Confirm is usable again.
 */
export function TurkeyDeclarationModal({ status, onConfirm }: TurkeyDeclarationModalProps) {
  const intl = useIntl();
  const [ticked, setTicked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [signed, setSigned] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const confirm = async () => {
    if (!canConfirmDeclaration({ ticked, status, submitting })) return;
    setSubmitting(true);
    setFailure(null);
    const result = await onConfirm().catch((): DeclarationSubmitResult => ({ ok: false, message: null }));
    setSubmitting(false);
    if (result.ok) setSigned(true);
    else setFailure({ message: nonEmptyText(result.message) });
  };
  return (
    <ComplianceDialog
      overlay={COMPLIANCE_OVERLAYS['turkey-declaration']}
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
        {/* red.fg (red.700 light, red.300 dark): the theme's fg.error (red.500) is below 4.5:1 on white at this size. */}
        {failure && (
          <Text role="alert" color="red.fg" textStyle="sm" overflowWrap="anywhere" dir={failure.message ? 'auto' : undefined}>
            {failure.message ?? intl.formatMessage(declarationMessages.error)}
          </Text>
        )}
      </Stack>
    </ComplianceDialog>
  );
}
