'use client';
import { localizeHref } from '@exchange/i18n';
import { MicroAppHost, type MicroAppLoader, type MicroAppTheme } from '@exchange/micro-app';
import type { SiteKey } from '@exchange/site-config';
import { ModalDialog, onThemePreferenceChange } from '@exchange/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';
import {
  FUNDS_TRANSFER_MICRO_APP,
  MASTER_TRANSFER_MICRO_APP,
  TRANSFERRED_EVENT,
  TRANSFER_EXPECTED_VERSION,
  transferEntryUrl,
} from '../../micro-app-settings';
import { transferProps, type TransferKind } from '../../rules/transfer-props';

/** What a transfer moved, as the micro-app reports it. */
export interface TransferDetail {
  kind: TransferKind;
  currency: string;
  amount: string;
  from: string;
  to: string;
}

export interface TransferDialogProps {
  open: boolean;
  onClose: () => void;
  /** `funds`: between the user's accounts; `master`: between the main account and a sub-account. */
  kind: TransferKind;
  site: SiteKey;
  locale: string;
  /** The page's theme; later changes of the preference follow it (`onThemePreferenceChange`). */
  theme: MicroAppTheme;
  limit: { is_uk_limit: boolean; is_italy_limit: boolean } | undefined;
  /** Called after each successful transfer (the assets figures revalidate). */
  onTransferred: (detail: TransferDetail) => void;
  /** The static host access (tests and stories replace it). */
  loader?: MicroAppLoader;
}

const detailOf = (event: Event): TransferDetail | null => {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (!detail || typeof detail !== 'object') return null;
  const field = (key: string): string => {
    const value: unknown = Reflect.get(detail, key);
    return typeof value === 'string' ? value : '';
  };
  const kind = field('kind');
  return kind === 'funds' || kind === 'master'
    ? { kind, currency: field('currency'), amount: field('amount'), from: field('from'), to: field('to') }
    : null;
};

/**
 * The funds-transfer or master-transfer micro-app (spec 02 §1, §3; decision 1121) in a dialog, loaded by the one
 * micro-app loader. The micro-app reports a finished transfer with a bubbling DOM event on its element, which this
 * host turns into `onTransferred`. When the bundle is missing the dialog links to the assets page.
 */
export function TransferDialog({ open, onClose, kind, site, locale, theme, limit, onTransferred, loader }: TransferDialogProps) {
  const intl = useIntl();
  const [currentTheme, setCurrentTheme] = useState<MicroAppTheme>(theme);
  useEffect(() => setCurrentTheme(theme), [theme]);
  useEffect(() => onThemePreferenceChange(setCurrentTheme), []);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onTransferred);
  useEffect(() => {
    latest.current = onTransferred;
  });
  useEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    const listener = (event: Event) => {
      const detail = detailOf(event);
      if (detail) latest.current(detail);
    };
    element.addEventListener(TRANSFERRED_EVENT, listener);
    return () => element.removeEventListener(TRANSFERRED_EVENT, listener);
  }, [open]);

  const ukLimit = limit?.is_uk_limit ?? false;
  const italyLimit = limit?.is_italy_limit ?? false;
  const props = useMemo(
    () =>
      transferProps({
        kind,
        site,
        locale,
        theme: currentTheme,
        limit: { is_uk_limit: ukLimit, is_italy_limit: italyLimit },
        notificationProvider: false,
      }),
    [kind, site, locale, currentTheme, ukLimit, italyLimit],
  );
  const title = intl.formatMessage(kind === 'funds' ? messages.transferTitle : messages.masterTransferTitle);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={intl.formatMessage(messages.transferClose)}
      size="md"
      data-testid={`${kind}-transfer-dialog`}
    >
      <div ref={box}>
        <MicroAppHost
          name={kind === 'funds' ? FUNDS_TRANSFER_MICRO_APP : MASTER_TRANSFER_MICRO_APP}
          title={title}
          entryUrl={transferEntryUrl()}
          expectedVersion={TRANSFER_EXPECTED_VERSION}
          fullPageHref={localizeHref({ site, locale, path: '/myaccount/assets' })}
          props={props}
          hidden={!open}
          loader={loader}
          style={{ minHeight: 240 }}
        />
      </div>
    </ModalDialog>
  );
}
