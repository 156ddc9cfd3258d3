'use client';
import { Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { ModalDialog } from '@exchange/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { copyText } from '../../browser/copy-text';
import { ShareImageError, drawShareImage, withShareTimeout } from '../../browser/render-share-image';
import { growthMessages as m } from '../../messages';
import type { ShareImageMode } from '../../rules/native-share-gate';
import { SHARE_IMAGE_SCALE, SHARE_IMAGE_TIMEOUT_MS, shareCardLayout, type ShareCard } from '../../rules/share-image';

/** Makes the PNG of a card: the Canvas API by default; stories and tests pass their own. */
export type ShareImageRenderer = (card: ShareCard, direction: 'ltr' | 'rtl') => Promise<Blob>;

const canvasRenderer: ShareImageRenderer = (card, direction) => drawShareImage(card, shareCardLayout(card, direction), SHARE_IMAGE_SCALE);

export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  card: ShareCard;
  /** The link the copy button copies (the invite link, or the page's address). */
  link: string | null;
  /** File name of the download, without extension. */
  fileName: string;
  /** `native`: the app's web view (share-image v3) makes the image, the page only hands over the card. */
  mode?: ShareImageMode;
  onNativeShare?: () => void;
  /** Right-to-left languages draw the card mirrored. */
  direction?: 'ltr' | 'rtl';
  renderImage?: ShareImageRenderer;
  /** Spec 03 §5: 10 s. */
  timeoutMs?: number;
}

type ImageState = { kind: 'rendering' } | { kind: 'ready'; url: string } | { kind: 'failed'; reason: ShareImageError['reason'] };
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The share modal (spec 03 §2, §5, §9): the card drawn at scale 2 in the browser with a 10 s timeout; the image
 * with a download button, or a clear failure state with a retry; the link's copy button either way. In the
 * native app from share-image v3 on, the app draws the image instead (spec 03 §6).
 */
export function ShareModal({
  open,
  onClose,
  card,
  link,
  fileName,
  mode = 'browser',
  onNativeShare,
  direction = 'ltr',
  renderImage = canvasRenderer,
  timeoutMs = SHARE_IMAGE_TIMEOUT_MS,
}: ShareModalProps) {
  const intl = useIntl();
  const [image, setImage] = useState<ImageState>({ kind: 'rendering' });
  const [copy, setCopy] = useState<CopyState>('idle');
  const [attempt, setAttempt] = useState(0);
  // Callers may build the card on every render: draw again only when its content changes.
  const cardKey = JSON.stringify(card);
  const cardRef = useRef(card);
  cardRef.current = card;

  useEffect(() => {
    if (!open || mode === 'native') return undefined;
    let live = true;
    let url: string | null = null;
    setImage({ kind: 'rendering' });
    withShareTimeout(
      Promise.resolve().then(() => renderImage(cardRef.current, direction)),
      timeoutMs,
    ).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setImage({ kind: 'ready', url });
      },
      (error: unknown) => {
        if (live) setImage({ kind: 'failed', reason: error instanceof ShareImageError ? error.reason : 'unavailable' });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [open, mode, cardKey, direction, renderImage, timeoutMs, attempt]);

  useEffect(() => {
    if (!open) setCopy('idle');
  }, [open]);

  const onCopy = useCallback(async () => setCopy((await copyText(link ?? '')) ? 'copied' : 'failed'), [link]);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(m.shareTitle)}
      closeLabel={intl.formatMessage(m.close)}
      size="md"
      data-testid="share-modal"
    >
      <Stack gap="4">
        {mode === 'native' ? (
          <Button colorPalette="brand" onClick={onNativeShare}>
            {intl.formatMessage(m.shareNative)}
          </Button>
        ) : image.kind === 'rendering' ? (
          <HStack gap="3" aria-busy="true" minH="24" justify="center">
            <Spinner size="sm" />
            <Text>{intl.formatMessage(m.shareRendering)}</Text>
          </HStack>
        ) : image.kind === 'ready' ? (
          <Stack gap="3" align="center">
            <Image
              src={image.url}
              alt={intl.formatMessage(m.shareImageAlt, { cardTitle: card.title, cardHighlight: card.highlight })}
              width="180px"
              height="240px"
              rounded="md"
              data-testid="share-image"
            />
            <Button asChild colorPalette="brand" width="full">
              <a href={image.url} download={`${fileName}.png`}>
                {intl.formatMessage(m.shareDownload)}
              </a>
            </Button>
          </Stack>
        ) : (
          <Stack gap="3" role="alert" data-testid="share-image-failed">
            <Text>{intl.formatMessage(image.reason === 'timeout' ? m.shareTimedOut : m.shareFailed)}</Text>
            <Button variant="outline" alignSelf="start" onClick={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage(m.shareRetry)}
            </Button>
          </Stack>
        )}
        {link ? (
          <Stack gap="1">
            <Text textStyle="xs" color="fg.muted" wordBreak="break-all" dir="ltr">
              {link}
            </Text>
            <HStack gap="3">
              <Button variant="outline" size="sm" onClick={() => void onCopy()}>
                {intl.formatMessage(m.copyLink)}
              </Button>
              <Box role="status" textStyle="sm" color={copy === 'failed' ? { base: 'red.700', _dark: 'red.300' } : 'fg.muted'}>
                {copy === 'copied' ? intl.formatMessage(m.copied) : copy === 'failed' ? intl.formatMessage(m.copyFailed) : null}
              </Box>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </ModalDialog>
  );
}
