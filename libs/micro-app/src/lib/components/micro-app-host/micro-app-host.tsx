'use client';
import { reportEvent, reportException } from '@exchange/monitoring';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { browserMicroAppLoader, type MicroAppLoader } from '../../browser/load-micro-app';
import type { MicroAppProps, MicroAppRegistration } from '../../contract';
import { messages } from '../../messages';
import { phaseAfterCheck, type MicroAppPhase } from '../../rules/load-phase';
import { changedProps } from '../../rules/props-diff';
import { isCompatibleVersion } from '../../rules/version';

export interface MicroAppHostProps {
  /** The micro-app's registered name (`chatroom`). */
  name: string;
  /** The user-facing title used in the loading, failed and link texts. */
  title: string;
  /** The entry on the static host (`microAppEntryUrl`). */
  entryUrl: string;
  /** The version the host was written against: a bundle of another major, or an older one, degrades to the link. */
  expectedVersion: string;
  /** The full page that does the same job: the link a missing or mismatched micro-app degrades to. */
  fullPageHref: string;
  props: MicroAppProps;
  /** Hidden: nothing is loaded, and a mounted micro-app is unmounted. */
  hidden?: boolean;
  /** The static host access (tests and stories replace it). */
  loader?: MicroAppLoader;
  /** Reports the phase (the chatroom keeps its loading / mounted / hidden state in step). */
  onPhaseChange?: (phase: MicroAppPhase) => void;
  style?: CSSProperties;
  className?: string;
}

/** Calls into the micro-app's code never throw into the page (issue 11 item 1): errors go to monitoring. */
function guarded(name: string, step: 'mount' | 'update' | 'unmount', run: () => void): Error | null {
  try {
    run();
    return null;
  } catch (error) {
    reportException(error, { microApp: name, step });
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The one loader of the micro-app contract (decision 1110): when not hidden, a HEAD check of the entry, then the
 * script, then `mount(element, props)`; `update(props)` when a watched prop changes; `unmount()` when hidden or
 * gone. The user sees loading and failed states; a missing entry or a version mismatch degrades to a link.
 */
export function MicroAppHost({
  name,
  title,
  entryUrl,
  expectedVersion,
  fullPageHref,
  props,
  hidden = false,
  loader = browserMicroAppLoader,
  onPhaseChange,
  style,
  className,
}: MicroAppHostProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<MicroAppPhase>(hidden ? { kind: 'hidden' } : { kind: 'loading' });
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ registration: MicroAppRegistration; props: MicroAppProps } | null>(null);
  const latestProps = useRef(props);
  const onPhase = useRef(onPhaseChange);
  useEffect(() => {
    latestProps.current = props;
    onPhase.current = onPhaseChange;
  });

  useEffect(() => {
    const show = (next: MicroAppPhase) => {
      setPhase(next);
      onPhase.current?.(next);
    };
    if (hidden) {
      show({ kind: 'hidden' });
      return;
    }
    let cancelled = false;
    show({ kind: 'loading' });
    void (async () => {
      const check = await loader.check(entryUrl);
      if (cancelled) return;
      const early = phaseAfterCheck(check, (v) => isCompatibleVersion(v, expectedVersion));
      if (early) {
        reportEvent('micro_app_fallback', { microApp: name, reason: early.kind === 'fallback' ? early.reason : 'unknown' });
        show(early);
        return;
      }
      let registration: MicroAppRegistration;
      try {
        registration = await loader.load(entryUrl, name);
      } catch (error) {
        if (cancelled) return;
        reportException(error, { microApp: name, step: 'load' });
        show({ kind: 'failed', reason: 'load' });
        return;
      }
      if (cancelled) return;
      if (!isCompatibleVersion(registration.version, expectedVersion)) {
        reportEvent('micro_app_fallback', { microApp: name, reason: 'version-mismatch', version: registration.version });
        show({ kind: 'fallback', reason: 'version-mismatch' });
        return;
      }
      const target = element.current;
      if (!target) return;
      const initial = latestProps.current;
      if (guarded(name, 'mount', () => registration.mount(target, initial))) {
        target.replaceChildren();
        show({ kind: 'failed', reason: 'mount' });
        return;
      }
      mounted.current = { registration, props: initial };
      show({ kind: 'mounted', version: registration.version });
    })();
    return () => {
      cancelled = true;
      const current = mounted.current;
      mounted.current = null;
      if (current) guarded(name, 'unmount', () => current.registration.unmount());
    };
  }, [hidden, entryUrl, expectedVersion, name, loader]);

  useEffect(() => {
    const current = mounted.current;
    if (!current || changedProps(current.props, props).length === 0) return;
    current.props = props;
    guarded(name, 'update', () => current.registration.update(props));
  }, [props, name]);

  if (phase.kind === 'hidden') return null;
  const fallbackLink = (
    <a href={fullPageHref} data-micro-app-fallback={name}>
      {intl.formatMessage(messages.openFullPage, { title })}
    </a>
  );
  return (
    <div className={className} style={style} data-micro-app-host={name} data-phase={phase.kind}>
      {phase.kind === 'loading' ? <p role="status">{intl.formatMessage(messages.loading, { title })}</p> : null}
      {phase.kind === 'failed' ? (
        <p>
          {intl.formatMessage(messages.failed, { title })} {fallbackLink}
        </p>
      ) : null}
      {phase.kind === 'fallback' ? (
        <p>
          {intl.formatMessage(messages.unavailable, { title })} {fallbackLink}
        </p>
      ) : null}
      <div ref={element} hidden={phase.kind !== 'mounted'} data-micro-app-root={name} />
    </div>
  );
}
