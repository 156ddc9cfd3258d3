'use client';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { lineActionMessages } from '../../messages';
import type { OrderLine } from '../../rules/order-lines';

export interface LineActionListProps {
  /** The chart's lines; those with a close, TP/SL or reverse button are listed (the same callbacks as on the chart). */
  lines: readonly OrderLine[];
}

const hasActions = (line: OrderLine): boolean => Boolean(line.showCloseButton || line.showTPSLButton || line.showReverseButton);

/**
 * The order and position lines' actions as a list of real buttons beside the chart (decision 0415): the canvas
 * labels are pointer shortcuts; this list is how a keyboard or a screen reader reaches the same actions. Each
 * button's name says what it acts on ("Cancel order BTC_USDT buy 0.01 at 58000").
 */
export function LineActionList({ lines }: LineActionListProps) {
  const intl = useIntl();
  const headingId = useId();
  const actionable = lines.filter(hasActions);
  if (actionable.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} mt="3" borderWidth="1px" borderRadius="md" p="3">
      <Text id={headingId} as="h2" textStyle="sm" fontWeight="semibold" mb="2">
        {intl.formatMessage(lineActionMessages.listLabel)}
      </Text>
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="2">
        {actionable.map((line) => (
          <HStack as="li" key={line.id} justify="space-between" gap="2" flexWrap="wrap">
            <Text textStyle="sm" fontVariantNumeric="tabular-nums">
              {line.tooltips?.line ?? [line.sideText, line.qtyText, line.pnlText].filter(Boolean).join(' · ')}
            </Text>
            <HStack gap="1" role="group" aria-label={line.tooltips?.line ?? line.sideText}>
              {line.showTPSLButton && (
                <Button size="xs" variant="outline" aria-label={line.tooltips?.tpsl} onClick={() => line.callbacks?.onTPSL?.(line.id)}>
                  {intl.formatMessage(lineActionMessages.tpsl)}
                </Button>
              )}
              {line.showReverseButton && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={line.tooltips?.reverse}
                  onClick={() => line.callbacks?.onReverse?.(line.id)}
                >
                  {intl.formatMessage(lineActionMessages.reverse)}
                </Button>
              )}
              {line.showCloseButton && (
                <Button size="xs" variant="outline" aria-label={line.tooltips?.close} onClick={() => line.callbacks?.onClose?.(line.id)}>
                  {intl.formatMessage(line.type === 4 ? lineActionMessages.close : lineActionMessages.cancel)}
                </Button>
              )}
            </HStack>
          </HStack>
        ))}
      </Box>
    </Box>
  );
}
