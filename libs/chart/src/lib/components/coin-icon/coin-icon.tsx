'use client';
import { Image } from '@chakra-ui/react';
import type { CoinIconImage } from '@exchange/api';

/**
 * A coin's icon at 03 §9's image defaults (`coinIconImage`: 28 px, quality 75) on the markets page and the trade
 * header; its box is kept before it loads (no layout shift), and it is decoration (the symbol is written beside it).
 */
export function CoinIcon({ image, eager = false }: { image: CoinIconImage | null; eager?: boolean }) {
  if (!image) return null;
  return (
    <Image
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      boxSize={`${image.width}px`}
      flex="none"
      display="inline-block"
      verticalAlign="middle"
      marginEnd="2"
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
