'use client';
import { Text } from '@chakra-ui/react';
import type { IpCheck } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { applyStorageWrite } from '../../browser/browser-storage';
import type { IpCheckOutcome } from '../../ip-check/run-ip-check';
import { commonMessages, ipCheckMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import { afterVpnTipCancel, ipCheckPostponeWrite, type IpCheckOverlay } from '../../rules/ip-check';
import type { StorageWrite } from '../../rules/stored-values';
import { nonEmptyText } from '../../rules/values';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';
import { SafeServerText } from '../safe-server-text/safe-server-text';

/** Where "Upgrade Now" goes when the server gives no (safe) url (02 §2 default identity-verification landing). */
export const KYC_HOME_PATH = '/myaccount/kyc_home';

export interface IpCheckModalsProps {
  /** What `runIpCheck` returned. */
  outcome: IpCheckOutcome;
  uid?: string | number | null;
  now: number;
  /** VPN tip accept: reload the page. */
  onReload: () => void;
  onNavigate: (to: string) => void;
  /** Store the 7200 s postponement when the upgrade modal is closed (default: browser storage). */
  onPostpone?: (write: StorageWrite) => void;
  allowOrigins?: readonly string[];
}

interface Texts {
  title: string;
  body: string | null;
  button: string | null;
  url: string | null;
}

const serverTexts = (result: IpCheck | null, allowOrigins: readonly string[]): Texts => {
  return {
    title: nonEmptyText(result?.title) ?? '',
    body: nonEmptyText(result?.content),
    button: nonEmptyText(result?.button),
    url: isSafeRedirect(nonEmptyText(result?.url), { anti: allowOrigins }),
  };
};

/**
 * 03 §4 IP-check modals: result 2 upgrade-identity (closable only if the server says so; closing postpones
 * the re-check for this user by 7200 s), 3 or 0 the VPN tip (accept reloads, cancel shows the upgrade
 * modal), 4 the non-closable detection modal. Server texts win; the defaults are ours.
 */
export function IpCheckModals({
  outcome,
  uid,
  now,
  onReload,
  onNavigate,
  onPostpone = applyStorageWrite,
  allowOrigins = [],
}: IpCheckModalsProps) {
  const intl = useIntl();
  const [overlay, setOverlay] = useState<IpCheckOverlay>(outcome.overlay);
  const [afterVpn, setAfterVpn] = useState(false);
  const upgrading = useRef(false);
  const server = serverTexts(outcome.result, allowOrigins);
  const t = intl.formatMessage;

  if (overlay.kind === 'detection') {
    return (
      <ComplianceDialog
        // Its own key: a fresh native <dialog>, so a late close event of the previous one cannot reach it.
        key="compliance.ip-detection"
        overlay={COMPLIANCE_OVERLAYS['ip-detection']}
        closable={false}
        role="alertdialog"
        title={server.title || t(ipCheckMessages.detectionTitle)}
        actions={
          server.button && server.url ? [{ label: server.button, onClick: () => server.url && onNavigate(server.url), closes: false }] : []
        }
      >
        {server.body ? (
          <SafeServerText content={server.body} allowOrigins={allowOrigins} />
        ) : (
          <Text>{t(ipCheckMessages.detectionBody)}</Text>
        )}
      </ComplianceDialog>
    );
  }

  if (overlay.kind === 'vpn-tip') {
    return (
      <ComplianceDialog
        // Its own key: a fresh native <dialog>, so a late close event of the previous one cannot reach it.
        key="compliance.ip-vpn-tip"
        overlay={COMPLIANCE_OVERLAYS['ip-vpn-tip']}
        title={server.title || t(ipCheckMessages.vpnTitle)}
        onClose={() => {
          setAfterVpn(true);
          setOverlay(afterVpnTipCancel(overlay));
        }}
        actions={[
          { label: t(commonMessages.cancel), variant: 'outline' },
          { label: server.button ?? t(ipCheckMessages.vpnAccept), onClick: onReload, closes: false },
        ]}
      >
        {server.body ? <SafeServerText content={server.body} allowOrigins={allowOrigins} /> : <Text>{t(ipCheckMessages.vpnBody)}</Text>}
      </ComplianceDialog>
    );
  }

  if (overlay.kind === 'upgrade') {
    // After a VPN cancel the server's texts belong to the VPN tip: use the upgrade defaults.
    const texts = afterVpn ? { title: '', body: null, button: null, url: server.url } : server;
    const target = texts.url ?? KYC_HOME_PATH;
    return (
      <ComplianceDialog
        // Its own key: a fresh native <dialog>, so a late close event of the previous one cannot reach it.
        key="compliance.ip-upgrade"
        overlay={COMPLIANCE_OVERLAYS['ip-upgrade']}
        closable={overlay.closable}
        role={overlay.closable ? 'dialog' : 'alertdialog'}
        title={texts.title || t(ipCheckMessages.upgradeTitle)}
        onClose={() => {
          if (upgrading.current) return;
          const write = ipCheckPostponeWrite(uid, now);
          if (write) onPostpone(write);
        }}
        actions={[
          ...(overlay.closable ? [{ label: t(ipCheckMessages.later), variant: 'outline' as const }] : []),
          {
            label: texts.button ?? t(ipCheckMessages.upgradeButton),
            onClick: () => {
              upgrading.current = true;
              onNavigate(target);
            },
            closes: overlay.closable,
          },
        ]}
      >
        {texts.body ? <SafeServerText content={texts.body} allowOrigins={allowOrigins} /> : <Text>{t(ipCheckMessages.upgradeBody)}</Text>}
      </ComplianceDialog>
    );
  }

  return null;
}
