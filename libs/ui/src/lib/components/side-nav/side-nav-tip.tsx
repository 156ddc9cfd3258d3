'use client';
import { Box, Text } from '@chakra-ui/react';
import { UiLink } from '../../link/ui-link';

/** A notice the server's menu config puts in the menu (spec 03 §3 `tips`; decision 1320). */
export interface SideNavTip {
  title: string;
  content: string;
  /** The tip's link (its `ok_button_router`), shown with `linkLabel`. */
  href?: string;
  linkLabel?: string;
}

/** The menu's tip box, under the entries (expanded and dropdown menus; icons-only menus have no room for it). */
export function SideNavTipBox({ tip }: { tip: SideNavTip }) {
  if (!tip.title && !tip.content) return null;
  return (
    <Box
      as="aside"
      data-testid="side-nav-tip"
      mt="4"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      textStyle="sm"
    >
      {tip.title ? (
        <Text fontWeight="semibold" mb="1">
          {tip.title}
        </Text>
      ) : null}
      {tip.content ? <Text color="fg.muted">{tip.content}</Text> : null}
      {tip.href && tip.linkLabel ? (
        <UiLink href={tip.href} css={{ display: 'inline-block', mt: '2', fontWeight: 'medium' }}>
          {tip.linkLabel}
        </UiLink>
      ) : null}
    </Box>
  );
}

/** A line above the entries, e.g. the user's tier ("VIP 3"). */
export function SideNavSummary({ text, compact }: { text: string; compact: boolean }) {
  return (
    <Text
      data-testid="side-nav-summary"
      textStyle="xs"
      fontWeight="semibold"
      color="fg.muted"
      textAlign={compact ? 'center' : 'start'}
      px={compact ? '0' : '3'}
      pb="2"
      mb="2"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {text}
    </Text>
  );
}
