'use client';
import { Alert } from '@chakra-ui/react';
import { PageShell } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';

export interface AppUpdateNoticeProps {
  /** The gated feature (spec 03 §6: alpha and pilot need a minimum native app version). */
  feature: 'alpha' | 'pilot';
}

/** What an alpha or pilot page shows inside a native app older than 03 §6's minimum version: update the app. */
export function AppUpdateNotice({ feature }: AppUpdateNoticeProps) {
  const intl = useIntl();
  const name = intl.formatMessage(contentPageMessages[feature].title);
  return (
    <PageShell title={name} description={intl.formatMessage(contentPageMessages[feature].lead)}>
      <Alert.Root status="warning" data-testid="app-update-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(m.appUpdateTitle, { feature: name })}</Alert.Title>
          <Alert.Description>{intl.formatMessage(m.appUpdateBody, { feature: name })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </PageShell>
  );
}
