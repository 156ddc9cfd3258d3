'use client';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAnalyticsConsent } from '../../layer/analytics-provider';
import { messages } from '../../messages';

/**
 * The visitor's analytics switch (decision 1200: opt-out, in the footer): checked unless switched off; renders
 * nothing on a site without the `bigData` switch. No Chakra (it sits in the site footer).
 */
export function AnalyticsConsentToggle() {
  const intl = useIntl();
  const id = useId();
  const { available, consent, setConsent } = useAnalyticsConsent();
  if (!available) return null;
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', fontSize: '0.8125rem' }} data-testid="analytics-consent">
      <input
        id={id}
        type="checkbox"
        checked={consent !== 'denied'}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <span>
        <label htmlFor={id}>{intl.formatMessage(messages.consentLabel)}</label>
        <span id={`${id}-hint`} style={{ display: 'block', color: 'var(--chakra-colors-fg-muted)' }}>
          {intl.formatMessage(messages.consentHint)}
        </span>
      </span>
    </div>
  );
}
