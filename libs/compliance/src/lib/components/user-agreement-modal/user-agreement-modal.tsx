'use client';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { agreementMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import { nonEmptyText } from '../../rules/values';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';
import { SafeServerText } from '../safe-server-text/safe-server-text';

export interface UserAgreementModalProps {
  /** Whether the status says show (`decideUserAgreement(...).show`). */
  open: boolean;
  /** data.content of the status call. */
  content: string;
  /** data.submit_button; "I Agree" when absent. */
  submitLabel?: string | null;
  /** Post the submit call, then refresh the status; a rejection keeps the modal open. */
  onSubmit: () => Promise<void>;
  allowOrigins?: readonly string[];
}

/** 03 §4 user agreement modal: shown for status 1, cannot be dismissed (no ×, Escape or outside click); submit posts then refreshes. */
export function UserAgreementModal({ open, content, submitLabel, onSubmit, allowOrigins = [] }: UserAgreementModalProps) {
  const intl = useIntl();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async () => {
    setSubmitting(true);
    setFailed(false);
    try {
      await onSubmit();
      setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <ComplianceDialog
      overlay={COMPLIANCE_OVERLAYS['user-agreement']}
      wanted={open && !done}
      closable={false}
      role="alertdialog"
      title={intl.formatMessage(agreementMessages.title)}
      actions={[
        {
          label: nonEmptyText(submitLabel) ?? intl.formatMessage(agreementMessages.submit),
          onClick: () => void submit(),
          closes: false,
          loading: submitting,
        },
      ]}
    >
      <Stack gap="3" maxHeight="60vh" overflowY="auto">
        <SafeServerText content={content} allowOrigins={allowOrigins} />
        {failed && (
          <Text role="alert" color="red.fg" textStyle="sm">
            {intl.formatMessage(agreementMessages.error)}
          </Text>
        )}
      </Stack>
    </ComplianceDialog>
  );
}
