'use client';
import { useComplianceCheck, useHeaderCommonData, useUserConfig } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { drawerLinks, type DrawerLinkId } from '@exchange/site-config';
import { islandLoader, type SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from '../messages';
import { depositMethods, fiatOrDefault, otherWaysEnabledFromConfig } from '../rules/deposit-methods';
import { useDepositSurface } from '../state/deposit-entry';

/** Chakra's drawer: loaded in its island on the first "Deposit" press, never in the first load (decision 0004). */
const FundWalletDrawer = dynamic(
  islandLoader(() => import(/* webpackExports: ["FundWalletDrawer"] */ '@exchange/ui').then((m) => m.FundWalletDrawer)),
  {
    ssr: false,
  },
);

/** The native dialog shell: no island. */
const DepositMethodModal = dynamic(
  () => import('../components/deposit-method-modal/deposit-method-modal').then((m) => m.DepositMethodModal),
  { ssr: false },
);

export interface WalletLayerProps {
  context: SiteContext;
}

const DRAWER_TEXT: Record<DrawerLinkId, { label: MessageDescriptor; hint?: MessageDescriptor }> = {
  depositCrypto: { label: messages.drawerDepositCrypto, hint: messages.drawerDepositCryptoHint },
  depositCode: { label: messages.drawerDepositCode, hint: messages.drawerDepositCodeHint },
  buyWithCard: { label: messages.drawerBuyWithCard },
  buyWithBank: { label: messages.drawerBuyWithBank },
  p2p: { label: messages.drawerP2p },
  buySellCrypto: { label: messages.drawerBuySellCrypto },
};

/**
 * The one component the app mounts for @exchange/wallet (decision 0900): "Deposit from anywhere". The header's and
 * the assets page's deposit entries (`useOpenDeposit`, `useOpenDepositMethods`) open the fund-wallet drawer
 * (spec 01 §2: 414 px, 300 ms, the site's links) or the deposit-method modal (spec 02 §4: the rule decides the
 * other-ways section from the compliance check, the user config and the site). Logged-in users only.
 */
export function WalletLayer({ context }: WalletLayerProps) {
  const intl = useIntl();
  const [surface, setSurface] = useDepositSurface();
  const loggedIn = context.user.isLoggedIn;
  // Mounted from the first opening on, so the drawer's closing slide plays.
  const [drawerMounted, setDrawerMounted] = useState(false);
  useEffect(() => {
    if (surface === 'drawer') setDrawerMounted(true);
  }, [surface]);

  const wantsMethods = loggedIn && surface === 'methods';
  const { data: check } = useComplianceCheck({ enabled: wantsMethods });
  const { data: header } = useHeaderCommonData({ enabled: wantsMethods });
  const { data: config, isLoading: configLoading } = useUserConfig({ enabled: wantsMethods });

  if (!loggedIn) return null;
  const href = (path: string) => localizeHref({ site: context.site, locale: context.locale, path, usLoginOrigin: context.siteOrigins.us });

  const links = drawerLinks(context.site).map((link) => ({
    key: link.id,
    label: intl.formatMessage(DRAWER_TEXT[link.id].label),
    description: DRAWER_TEXT[link.id].hint ? intl.formatMessage(DRAWER_TEXT[link.id].hint as MessageDescriptor) : undefined,
    href: href(link.href),
  }));

  const methodsReady = wantsMethods && check !== undefined && header !== undefined && !configLoading;
  const methods = methodsReady
    ? depositMethods({
        site: context.site,
        otherWaysEnabled: otherWaysEnabledFromConfig(config),
        ukLimited: check.limit.is_uk_limit,
        menu: check.menu,
        p2pFiat: header.defaultP2PFiat,
        buyFiat: header.defaultBuyCryptoFiat,
      })
    : null;

  return (
    <>
      {drawerMounted ? (
        <FundWalletDrawer
          open={surface === 'drawer'}
          onOpenChange={(open) => setSurface(open ? 'drawer' : null)}
          links={links}
          title={intl.formatMessage(messages.drawerTitle)}
        />
      ) : null}
      {methods ? (
        <DepositMethodModal
          open
          onClose={() => setSurface(null)}
          always={methods.always.map((m) => ({ ...m, href: href(m.path) }))}
          otherWays={methods.otherWays.map((m) => ({ ...m, href: href(m.path) }))}
          fiat={fiatOrDefault(header?.defaultP2PFiat)}
        />
      ) : null}
    </>
  );
}
