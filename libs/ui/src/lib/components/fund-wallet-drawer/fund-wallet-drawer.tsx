'use client';
import { Box, CloseButton, Drawer, HStack, LinkBox, LinkOverlay, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronEndIcon } from '../../icons/icons';
import { UiLinkBase } from '../../link/ui-link';
import { messages } from '../../messages';

/** Spec 01 §2 / §9: drawer width. */
export const FUND_WALLET_DRAWER_WIDTH = 414;
/** Spec 01 §4 / §9: slide duration in ms (open and close). */
export const FUND_WALLET_DRAWER_SLIDE_MS = 300;

export interface FundWalletLink {
  key: string;
  label: string;
  description?: string;
  /** The site's deposit target (spec 01 §2 table). */
  href: string;
  newTab?: boolean;
  icon?: ReactNode;
}

export interface FundWalletDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The site's links (main: 5, US: 2), chosen by the app. */
  links: readonly FundWalletLink[];
  /** Defaults to "Fund your wallet". */
  title?: string;
}

const slide = `${FUND_WALLET_DRAWER_SLIDE_MS}ms`;

/** The fund-wallet deposit drawer (spec 01 §2): 414 px wide, slides in from the inline end in 300 ms. */
export function FundWalletDrawer({ open, onOpenChange, links, title }: FundWalletDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop _open={{ animationDuration: slide }} _closed={{ animationDuration: slide }} />
        <Drawer.Positioner>
          <Drawer.Content
            w={`${FUND_WALLET_DRAWER_WIDTH}px`}
            maxW="100vw"
            data-testid="fund-wallet-drawer"
            _open={{ animationDuration: slide }}
            _closed={{ animationDuration: slide }}
          >
            <Drawer.Header>
              <Drawer.Title>{title ?? intl.formatMessage(messages.fundWalletDrawerTitle)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {links.map((link) => (
                  <LinkBox as="li" key={link.key} borderWidth="1px" borderColor="border" rounded="md" p="4" _hover={{ bg: 'bg.muted' }}>
                    <HStack gap="3">
                      {link.icon ? (
                        <Box flexShrink={0} aria-hidden="true">
                          {link.icon}
                        </Box>
                      ) : null}
                      <Stack gap="0.5" flex="1">
                        <LinkOverlay asChild fontWeight="semibold">
                          <UiLinkBase href={link.href} newTab={link.newTab} onClick={() => onOpenChange(false)}>
                            {link.label}
                          </UiLinkBase>
                        </LinkOverlay>
                        {link.description ? (
                          <Text textStyle="xs" color="fg.muted">
                            {link.description}
                          </Text>
                        ) : null}
                      </Stack>
                      <ChevronEndIcon boxSize="4" color="fg.muted" _rtl={{ transform: 'scaleX(-1)' }} />
                    </HStack>
                  </LinkBox>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.fundWalletDrawerClose)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
