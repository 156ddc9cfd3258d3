'use client';
import { useEndpoint, type FuturesPosition } from '@exchange/api';
import { htmlAttributes, localizeHref } from '@exchange/i18n';
import { getSiteConfig } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { requestNativeShare } from '../../browser/native-share';
import { useShareImageMode } from '../../browser/use-share-image-mode';
import { growthMessages as m } from '../../messages';
import { positionShareData } from '../../rules/position-share';
import { referralCode, referralLink } from '../../rules/referral-link';
import type { ShareCard } from '../../rules/share-image';
import { ShareModal, type ShareImageRenderer } from '../share-modal/share-modal';

export interface PositionShareModalProps {
  /** The position to share; null (or a closed position) renders nothing. */
  position: FuturesPosition | null;
  onClose: () => void;
  context: Pick<SiteContext, 'site' | 'locale' | 'user' | 'siteOrigins'>;
  /** The contract as the page shows it (`BTC/USDT`); default: the contract with `/` for `_`. */
  symbolLabel?: string;
  /** Decimals of the contract's prices (the symbol's price precision). */
  pricePrecision?: number;
  /** Stories and tests: the share image's renderer (default: the Canvas API). */
  renderImage?: ShareImageRenderer;
}

/**
 * "Share" on a futures position (spec 03 §2, §5, §9; decision 1403): the share modal with the position's image
 * (contract, side and leverage, return in percent, entry and mark price) and the user's referral code and invite
 * link on it, so the image brings sign-ups. The chart domain only says which position; the app composes this.
 * The rebate call gives the code; without one the image still shares, with the site's address as its footer.
 */
export function PositionShareModal({ position, onClose, context, symbolLabel, pricePrecision, renderImage }: PositionShareModalProps) {
  const intl = useIntl();
  const { site, locale, user } = context;
  const mode = useShareImageMode();
  const data = useMemo(() => (position ? positionShareData(position) : null), [position]);
  const { data: rebate } = useEndpoint('rebateUserInfo', undefined, { enabled: user.isLoggedIn && data !== null });
  const code = referralCode(rebate);
  const origin = context.siteOrigins[site] ?? '';
  // The invite: the site's own sign-up page (under /en-us on the US site, spec 03 §2) with the code.
  const link = referralLink(origin, localizeHref({ site, locale, path: '/signup' }), code);
  const card = useMemo<ShareCard | null>(() => {
    if (!data) return null;
    const price = (text: string) =>
      text === ''
        ? '—'
        : intl.formatNumber(Number(text), {
            minimumFractionDigits: pricePrecision ?? 0,
            maximumFractionDigits: pricePrecision ?? 8,
          });
    const leverage =
      data.leverage === null ? intl.formatMessage(m.positionCross) : intl.formatMessage(m.positionLeverage, { leverage: data.leverage });
    const rows = [
      {
        label: intl.formatMessage(m.positionLabel),
        value: intl.formatMessage(data.side === 'long' ? m.positionLong : m.positionShort, { leverage }),
      },
      { label: intl.formatMessage(m.positionEntry), value: price(data.entryPrice) },
      { label: intl.formatMessage(m.positionMark), value: price(data.markPrice) },
      ...(code ? [{ label: intl.formatMessage(m.positionCode), value: code }] : []),
    ];
    return {
      kind: 'position',
      brand: getSiteConfig(site).name,
      title: intl.formatMessage(m.positionCardTitle, { symbol: symbolLabel ?? data.contract.replace('_', '/') }),
      highlight:
        data.pnlPercent === null
          ? '—'
          : intl.formatNumber(data.pnlPercent / 100, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 }),
      tone: data.tone,
      rows,
      footer: link ?? origin,
    };
  }, [data, intl, pricePrecision, code, site, symbolLabel, link, origin]);

  if (!data || !card) return null;
  return (
    <ShareModal
      open
      onClose={onClose}
      card={card}
      link={link}
      fileName={`position-${data.contract.replace(/[^A-Za-z0-9_-]/g, '') || 'futures'}`}
      mode={mode}
      onNativeShare={() => requestNativeShare(card, link)}
      direction={htmlAttributes(locale).dir}
      renderImage={renderImage}
    />
  );
}
