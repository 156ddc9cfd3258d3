'use client';
import { useIntl } from 'react-intl';
import { servicesMessages as m } from '../../services-messages';
import centre from '../centre.module.css';
import s from '../services.module.css';

/** A list that could not be loaded (its fallback is null): says so, with a retry when the page can ask again. */
export function LoadFailed({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const intl = useIntl();
  return (
    <div role="alert" className={centre.alert}>
      {intl.formatMessage(m.loadFailed)}{' '}
      {onRetry ? (
        <button type="button" className={s.linkButton} onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
      ) : null}
    </div>
  );
}
