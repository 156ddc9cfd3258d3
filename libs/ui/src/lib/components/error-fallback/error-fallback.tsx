'use client';
import { useIntl } from 'react-intl';
import { errorFallbackMessages as messages } from './error-fallback-messages';
import styles from './error-fallback.module.css';

export interface ErrorFallbackProps {
  /** Called by "Refresh" (the boundary passes a page reload). */
  onRefresh: () => void;
}

/** Spec 01 §8 "Rendering error": "Something went wrong" and a "Refresh" button. No Chakra (site shell). */
export function ErrorFallback({ onRefresh }: ErrorFallbackProps) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.root}>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <p className={styles.description}>{intl.formatMessage(messages.description)}</p>
      <button type="button" className={styles.refresh} onClick={onRefresh}>
        {intl.formatMessage(messages.refresh)}
      </button>
    </div>
  );
}
