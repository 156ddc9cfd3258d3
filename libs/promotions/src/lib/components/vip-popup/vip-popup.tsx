'use client';
import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { OVERLAY_PRIORITY, useOverlaySlot } from '@exchange/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import { safeHref } from '../../rules/safe-href';
import { VIP_POPUP_AUTO_CLOSE_MS, type TargetedPopupPlan } from '../../rules/vip-popup';

export const VIP_POPUP_OVERLAY_ID = 'vip-popup';

export type VipPopupCloseReason = 'auto' | 'user' | 'action';

export interface VipPopupProps {
  /** normaliseTargetedPlan(...) of the VIP popup position; null shows nothing. */
  plan: TargetedPopupPlan | null;
  onOpen?: () => void;
  onAction?: () => void;
  onClose?: (reason: VipPopupCloseReason) => void;
}

/** VIP page popup (spec 03 §2, §4): a tier benefit card with a button; hides after 10 s or on close. */
export function VipPopup({ plan, onOpen, onAction, onClose }: VipPopupProps) {
  const intl = useIntl();
  const { isActive, dismiss } = useOverlaySlot(VIP_POPUP_OVERLAY_ID, OVERLAY_PRIORITY.promotion, plan !== null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const opened = useRef(false);
  const closed = useRef(false);

  useEffect(() => {
    if (!isActive) return;
    if (!opened.current) {
      opened.current = true;
      onOpen?.();
    }
    const timer = setTimeout(() => {
      if (closed.current) return;
      closed.current = true;
      dismiss();
      onCloseRef.current?.('auto');
    }, VIP_POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isActive, dismiss, onOpen]);

  const close = (reason: VipPopupCloseReason) => {
    closed.current = true;
    dismiss();
    onClose?.(reason);
  };
  const href = safeHref(plan?.url);
  const extras = plan?.extras;
  const actionLabel = extras?.button_copywriting || intl.formatMessage(promotionsMessages.vipPopupAction);

  return (
    <Dialog.Root open={isActive} onOpenChange={(details) => !details.open && close('user')} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-popup-type={extras?.vip_popup_type ?? undefined}>
            {plan?.img && <Image src={plan.img} alt="" borderTopRadius="l3" width="full" />}
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              {extras?.tier && (
                <Text textStyle="xs" fontWeight="semibold" color="brand.fg">
                  {intl.formatMessage(promotionsMessages.vipPopupTierLabel, { tier: extras.tier })}
                </Text>
              )}
              <Dialog.Title>{plan?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {plan?.content && <Text color="fg.muted">{plan.content}</Text>}
                {extras?.benefit_title && <Text fontWeight="semibold">{extras.benefit_title}</Text>}
                {extras && extras.benefits.length > 0 && (
                  <Stack as="ul" gap="2" listStyleType="none">
                    {extras.benefits.map((benefit) => (
                      <HStack as="li" key={benefit.content} gap="2">
                        {benefit.img ? (
                          <Image src={benefit.img} alt="" boxSize="6" />
                        ) : (
                          <Box boxSize="2" borderRadius="full" bg="brand.solid" />
                        )}
                        <Text textStyle="sm">{benefit.content}</Text>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {href ? (
                <Button asChild colorPalette="blue" width="full">
                  <a
                    href={href}
                    onClick={() => {
                      onAction?.();
                      close('action');
                    }}
                  >
                    {actionLabel}
                  </a>
                </Button>
              ) : (
                <Button
                  colorPalette="blue"
                  width="full"
                  onClick={() => {
                    onAction?.();
                    close('action');
                  }}
                >
                  {actionLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(promotionsMessages.vipPopupClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
