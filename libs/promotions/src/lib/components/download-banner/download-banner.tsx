'use client';
import { Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import { DOWNLOAD_BANNER_CLICK_DELAY_MS, DOWNLOAD_BANNER_VIEW_DELAY_MS } from '../../rules/download-banner';

export type DownloadBannerEvent = 'view' | 'click' | 'close';

export interface DownloadBannerProps {
  /** showDownloadBanner(...) */
  visible: boolean;
  /** Download page (spec 03 §2 lists /mobileapp and /appdownload). */
  href?: string;
  /** Navigation after the 200 ms click wait; defaults to a full page load. */
  navigate?: (href: string) => void;
  /** Analytics: view after 1 s on screen, click, close. */
  onTrack?: (event: DownloadBannerEvent) => void;
  onClose?: () => void;
}

/** The banner's height: the room the page keeps at its end while it floats over the bottom of the screen. */
export const DOWNLOAD_BANNER_ROOM_PX = 56;

const defaultNavigate = (href: string) => window.location.assign(href);

/** Mobile app-download banner (spec 01 §4): closing hides it; a click waits 200 ms; a view event after 1 s. */
export function DownloadBanner({ visible, href = '/mobileapp', navigate = defaultNavigate, onTrack, onClose }: DownloadBannerProps) {
  const intl = useIntl();
  const [closed, setClosed] = useState(false);
  const shown = visible && !closed;
  const viewSent = useRef(false);
  const clickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!shown || viewSent.current) return;
    const timer = setTimeout(() => {
      viewSent.current = true;
      onTrack?.('view');
    }, DOWNLOAD_BANNER_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, onTrack]);

  useEffect(() => () => clearTimeout(clickTimer.current), []);

  // The banner floats over the bottom of the screen (decision 1820: arriving after the first paint, it moves
  // nothing); while it shows, the page gets the same room at its end so the footer's last line stays reachable.
  useEffect(() => {
    if (!shown) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    body.style.paddingBottom = `${DOWNLOAD_BANNER_ROOM_PX}px`;
    // What else floats at the bottom (the sandbox toolbar) sits above it.
    body.style.setProperty('--bottom-overlay-room', `${DOWNLOAD_BANNER_ROOM_PX}px`);
    return () => {
      body.style.paddingBottom = previous;
      body.style.removeProperty('--bottom-overlay-room');
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage(promotionsMessages.downloadBannerTitle)}
      data-testid="download-banner"
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="sticky"
      minH={`${DOWNLOAD_BANNER_ROOM_PX}px`}
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow="lg"
      px="3"
      py="2"
      pb="calc(var(--chakra-spacing-2) + env(safe-area-inset-bottom))"
    >
      <Flex align="center" gap="3">
        <Box flex="1" minW="0">
          <Text fontWeight="semibold" textStyle="sm" truncate>
            {intl.formatMessage(promotionsMessages.downloadBannerTitle)}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {intl.formatMessage(promotionsMessages.downloadBannerText)}
          </Text>
        </Box>
        <Button
          size="xs"
          colorPalette="blue"
          onClick={() => {
            onTrack?.('click');
            clearTimeout(clickTimer.current);
            clickTimer.current = setTimeout(() => navigate(href), DOWNLOAD_BANNER_CLICK_DELAY_MS);
          }}
        >
          {intl.formatMessage(promotionsMessages.downloadBannerAction)}
        </Button>
        <CloseButton
          size="2xs"
          aria-label={intl.formatMessage(promotionsMessages.downloadBannerClose)}
          onClick={() => {
            setClosed(true);
            onTrack?.('close');
            onClose?.();
          }}
        />
      </Flex>
    </Box>
  );
}
