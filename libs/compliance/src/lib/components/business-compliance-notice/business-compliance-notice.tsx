'use client';
import { Alert, Button, CloseButton, Stack } from '@chakra-ui/react';
import type { BusinessComplianceItem } from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { businessNoticeMessages, commonMessages } from '../../messages';
import { businessNoticeAction, showsCloseButton } from '../../rules/business-compliance';
import { nonEmptyText } from '../../rules/values';
import { SafeServerText } from '../safe-server-text/safe-server-text';

export interface BusinessComplianceNoticeProps {
  /** The business-compliance message (02 §3); nothing shows without content. */
  item: BusinessComplianceItem | null | undefined;
  allowOrigins?: readonly string[];
  /** Go to a safe ok_button_router (internal path or allowed origin). */
  onNavigate: (to: string) => void;
  onClose?: () => void;
}

/**
 * 02 §4 business-compliance top notice: a banner (not a modal, so not queued) shown when content exists.
 * Ok closes for the dismiss type and otherwise navigates to a safe ok_button_router; cancel and × close;
 * no_close_button hides the ×.
 */
export function BusinessComplianceNotice({ item, allowOrigins = [], onNavigate, onClose }: BusinessComplianceNoticeProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const content = nonEmptyText(item?.content);
  if (!item || !content || !open) return null;
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const okLabel = nonEmptyText(item.ok_button);
  const cancelLabel = nonEmptyText(item.cancel_button);
  const title = nonEmptyText(item.title);
  return (
    <Alert.Root status="warning" variant="subtle" alignItems="flex-start" aria-label={intl.formatMessage(businessNoticeMessages.label)}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description asChild>
          <SafeServerText content={content} textLinks={item.text_link} allowOrigins={allowOrigins} />
        </Alert.Description>
        {(okLabel || cancelLabel) && (
          <Stack direction="row" gap="2">
            {cancelLabel && (
              <Button size="xs" variant="outline" colorPalette="gray" onClick={close}>
                {cancelLabel}
              </Button>
            )}
            {okLabel && (
              // Gray, not the alert's orange: white on orange.600 is 3.55:1, below WCAG AA (axe, issue 24).
              <Button
                size="xs"
                colorPalette="gray"
                onClick={() => {
                  const action = businessNoticeAction(item, allowOrigins);
                  if (action.kind === 'navigate') onNavigate(action.to);
                  close();
                }}
              >
                {okLabel}
              </Button>
            )}
          </Stack>
        )}
      </Alert.Content>
      {showsCloseButton(item) && <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} onClick={close} />}
    </Alert.Root>
  );
}
