'use client';
import { useExchangeClient } from '@exchange/api';
import { getSiteConfig } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ANALYTICS_SENT_EVENT, analyticsSessionId, readConsent, writeConsent } from '../browser/analytics-storage';
import { createAnalyticsClient, type AnalyticsClient } from '../client/create-analytics-client';
import { isAnalyticsEnabled, type AnalyticsConsent } from '../rules/analytics-enabled';

/** What `useTrack` gives: queue an event with flat properties (masked before it leaves the page). */
export type TrackEvent = (name: string, props?: Record<string, unknown>) => void;

interface AnalyticsState {
  track: TrackEvent;
  /** The site's bigData switch: without it there is nothing to consent to. */
  available: boolean;
  consent: AnalyticsConsent;
  setConsent: (granted: boolean) => void;
}

/** At most this many events wait for the client (the first page load's). */
const EARLY_EVENT_CAP = 50;
const noop: TrackEvent = () => undefined;
const AnalyticsContext = createContext<AnalyticsState>({ track: noop, available: false, consent: 'unset', setConsent: () => undefined });

export interface AnalyticsProviderProps {
  context: SiteContext;
  /** The site's `bigData` region switch (spec 03 §3); defaults to the site config's for `context.site`. */
  bigData?: boolean;
  /** A client to use instead of the browser's (tests and stories). */
  client?: AnalyticsClient;
  children: ReactNode;
}

/**
 * The page's one analytics client (decision 1200), created in the browser when the site's `bigData` switch
 * is on: domain components report through `useTrack()`, the collector call is `analyticsCollect`
 * (`@exchange/api`), the consent cookie switches it off and on, and a hidden page sends what is queued.
 */
export function AnalyticsProvider({ context, bigData = getSiteConfig(context.site).bigData, client, children }: AnalyticsProviderProps) {
  const api = useExchangeClient();
  // null until the cookie is read after hydration (the server cannot know it): nothing is sent before.
  const [consent, setConsentState] = useState<AnalyticsConsent | null>(null);
  const clientRef = useRef<AnalyticsClient | null>(client ?? null);
  /** Events reported before the client existed (children's effects run before this provider's). */
  const early = useRef<{ name: string; props?: Record<string, unknown> }[]>([]);
  const enabled = consent !== null && isAnalyticsEnabled({ bigData, consent, inAppWebview: context.inAppWebview });

  useEffect(() => setConsentState(readConsent()), []);

  useEffect(() => {
    if (client || typeof window === 'undefined') return;
    const created = createAnalyticsClient({
      session: analyticsSessionId(),
      enabled: false,
      send: async (events) => {
        const result = await api.callResult('analyticsCollect', { events });
        return result.ok;
      },
      onSent: (events) => window.dispatchEvent(new CustomEvent(ANALYTICS_SENT_EVENT, { detail: events.length })),
    });
    clientRef.current = created;
    const onHide = () => {
      if (document.visibilityState === 'hidden') created.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      created.dispose();
      clientRef.current = null;
    };
  }, [api, client]);

  useEffect(() => {
    const current = clientRef.current;
    if (current === null || consent === null) return;
    current.setEnabled(enabled);
    const waiting = early.current;
    early.current = [];
    if (enabled) for (const event of waiting) current.track(event.name, event.props);
  }, [enabled, consent, api, client]);

  const track = useCallback<TrackEvent>(
    (name, props) => {
      const current = clientRef.current;
      if (current !== null && consent !== null) current.track(name, props);
      else if (early.current.length < EARLY_EVENT_CAP) early.current.push({ name, props });
    },
    [consent],
  );
  const setConsent = useCallback((granted: boolean) => {
    writeConsent(granted);
    setConsentState(granted ? 'granted' : 'denied');
  }, []);
  const value = useMemo(
    () => ({ track, available: bigData, consent: consent ?? 'unset', setConsent }),
    [track, bigData, consent, setConsent],
  );
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

/** Reports an analytics event through the page's client; does nothing outside an AnalyticsProvider or when off. */
export const useTrack = (): TrackEvent => useContext(AnalyticsContext).track;

/** The consent switch's state, for the toggle. */
export const useAnalyticsConsent = (): Pick<AnalyticsState, 'available' | 'consent' | 'setConsent'> => {
  const { available, consent, setConsent } = useContext(AnalyticsContext);
  return { available, consent, setConsent };
};
