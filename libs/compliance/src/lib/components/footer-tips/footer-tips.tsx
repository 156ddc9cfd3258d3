'use client';
import { Box, Stack, Text } from '@chakra-ui/react';
import type { BusinessComplianceItem } from '@exchange/api';
import { useIntl } from 'react-intl';
import { footerTipsMessages } from '../../messages';
import { nonEmptyText } from '../../rules/values';
import { SafeServerText } from '../safe-server-text/safe-server-text';

export interface FooterTipsProps {
  /** The footer tips, already through `normalizeFooterTips` (an error or empty list gives []). */
  items: readonly BusinessComplianceItem[];
  allowOrigins?: readonly string[];
}

/** 01 §7/§8 business-compliance footer tips: small print above the footer; nothing when the list is empty. */
export function FooterTips({ items, allowOrigins = [] }: FooterTipsProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <Box
      as="aside"
      aria-label={intl.formatMessage(footerTipsMessages.label)}
      borderBlockStartWidth="1px"
      paddingBlock="4"
      paddingInline="6"
    >
      <Stack gap="3">
        {items.map((item, index) => (
          <Box key={index} textStyle="xs" color="fg.muted">
            {nonEmptyText(item.title) && (
              <Text fontWeight="semibold" marginBlockEnd="1">
                {item.title}
              </Text>
            )}
            <SafeServerText content={item.content} textLinks={item.text_link} allowOrigins={allowOrigins} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
