'use client';
import { Box, CloseButton, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { chartMessages } from '../../messages';
import type { ScreenshotNoticeState } from '../../rules/screenshot';

export interface ScreenshotNoticeProps {
  /** Nothing to say (null), the upload under way, the share link, or the download fallback (decision 1860). */
  state: ScreenshotNoticeState | null;
  onDismiss: () => void;
}

/**
 * What became of a screenshot sent to the charting host (spec 02 §2): "Uploading…", then the snapshot's link (it is
 * also opened in a new tab, which a browser may block), or the fallback's explanation. Announced politely.
 */
export function ScreenshotNotice({ state, onDismiss }: ScreenshotNoticeProps) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage(chartMessages.screenshot)}
      position="absolute"
      bottom="3"
      insetInlineStart="3"
      insetInlineEnd="3"
      zIndex="3"
      pointerEvents="none"
    >
      {state && (
        <HStack
          bg="bg.panel"
          borderWidth="1px"
          borderColor={state.kind === 'downloaded-instead' ? 'border.warning' : 'border'}
          borderRadius="md"
          shadow="md"
          px="3"
          py="2"
          gap="2"
          maxW="md"
          mx="auto"
          pointerEvents="auto"
          data-testid="screenshot-notice"
        >
          {state.kind === 'uploading' && <Spinner size="xs" aria-hidden />}
          <Text fontSize="sm" flex="1" minW="0">
            {intl.formatMessage(
              state.kind === 'uploading'
                ? chartMessages.screenshotUploading
                : state.kind === 'shared'
                  ? chartMessages.screenshotShared
                  : chartMessages.screenshotFallback,
            )}
          </Text>
          {state.kind === 'shared' && (
            <Link
              href={state.url}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="sm"
              fontWeight="semibold"
              color="fg.info"
              flexShrink={0}
            >
              {intl.formatMessage(chartMessages.screenshotOpen)}
            </Link>
          )}
          {state.kind !== 'uploading' && (
            <CloseButton size="2xs" aria-label={intl.formatMessage(chartMessages.alertDismiss)} onClick={onDismiss} />
          )}
        </HStack>
      )}
    </Box>
  );
}
