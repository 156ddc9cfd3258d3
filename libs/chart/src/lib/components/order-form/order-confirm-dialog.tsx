'use client';
import { Text } from '@chakra-ui/react';
import { ModalDialog } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { orderFormMessages as m } from './order-form-messages';

export interface OrderConfirmDialogProps {
  /** "Buy 2 BTC at 60,000 for about 120,000 USDT?" */
  text: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A large order asks first (issue 21 item 2): the order in words, Cancel, and Place order (busy while it is sent).
 * Loaded with the first large order, not with the page (decision 1917).
 */
export function OrderConfirmDialog({ text, pending, onCancel, onConfirm }: OrderConfirmDialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      open
      role="alertdialog"
      onClose={onCancel}
      title={intl.formatMessage(m.confirmTitle)}
      closeLabel={intl.formatMessage(m.close)}
      actions={[
        { label: intl.formatMessage(m.cancel), onClick: onCancel },
        { label: intl.formatMessage(m.confirmSubmit), onClick: onConfirm, loading: pending },
      ]}
    >
      <Text textStyle="sm">{text}</Text>
    </ModalDialog>
  );
}

export default OrderConfirmDialog;
