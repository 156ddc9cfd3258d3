'use client';
import { isHttpsProtocol } from '@exchange/site-config';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseSvg, FlaskSvg } from '../../icons/svg-icons';
import { messages } from '../../messages';
import { sandboxPersonaUrl, sandboxSiteUrl } from '../../rules/sandbox-urls';
import { experimentOverrideCookie, withoutQuery } from './experiment-override';
import styles from './sandbox-toolbar.module.css';

export interface SandboxPersonaOption {
  name: string;
  label?: string;
}

export interface SandboxSiteOption {
  key: string;
  /** The site's origin, e.g. `http://us.localhost:3000`. */
  href: string;
  label?: string;
}

/**
 * An experiment a reviewer may pin from the toolbar (decision 1311): the control writes the experiment's own sticky
 * cookie (the one the server reads, never a second key) and reloads the page without the override query.
 */
export interface SandboxExperimentOption {
  /** The experiment's key, shown when no label is given (e.g. `exp_new_user_popup`). */
  id: string;
  label?: string;
  /** The cookie the server reads the visitor's value from. */
  cookie: string;
  /** The reviewer query that wins over the cookie: dropped from the URL on reload, so the new value applies. */
  query?: string;
  /** The cookie's lifetime (the experiment's own). */
  maxAgeSeconds: number;
  /** The value in effect on this page. */
  current: string;
  /** The values it can take, in the order listed. */
  values: readonly string[];
}

export interface SandboxToolbarProps {
  personas: readonly SandboxPersonaOption[];
  currentPersona: string;
  sites: readonly SandboxSiteOption[];
  currentSite: string;
  /** The current path and query, kept across the switch. */
  currentPath: string;
  /** Follows a URL (default `window.location.assign`). */
  navigate?: (url: string) => void;
  defaultOpen?: boolean;
  /** Experiments a reviewer may pin for this browser (the new-user popup's, decision 1311). */
  experiments?: readonly SandboxExperimentOption[];
  /** Writes a cookie (default `document.cookie`); tests and stories pass a spy. */
  writeCookie?: (cookie: string) => void;
  /** More reviewer tools under the switches (the app puts the analytics event log here). */
  children?: ReactNode;
}

const defaultNavigate = (url: string) => window.location.assign(url);
const defaultWriteCookie = (cookie: string) => {
  document.cookie = cookie;
};
/**
 * The sandbox's reviewer toolbar (issue 2 §5): a small button in the bottom inline-end corner that opens
 * a panel to switch persona (through `/_sandbox/persona/<name>?next=<path>`) and site (its host), and to pin an
 * experiment's variant for this browser (its sticky cookie, then a reload of the page).
 * No Chakra (it is on every page of the sandbox, the home page included).
 */
export function SandboxToolbar({
  personas,
  currentPersona,
  sites,
  currentSite,
  currentPath,
  navigate = defaultNavigate,
  defaultOpen = false,
  experiments = [],
  writeCookie = defaultWriteCookie,
  children,
}: SandboxToolbarProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const panelId = `${id}-panel`;
  const personaId = `${id}-persona`;
  const siteId = `${id}-site`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const siteLabel = sites.find((s) => s.key === currentSite)?.label ?? currentSite;
  const personaLabel = personas.find((p) => p.name === currentPersona)?.label ?? currentPersona;
  const summary = intl.formatMessage(messages.sandboxToolbarCurrent, { persona: personaLabel, site: siteLabel });
  const title = intl.formatMessage(messages.sandboxToolbarTitle);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // On the outer container, so Escape also closes the panel while focus is on the toggle button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    <div className={styles.root} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${intl.formatMessage(open ? messages.sandboxToolbarClose : messages.sandboxToolbarOpen)}: ${summary}`}
        onClick={() => setOpen((o) => !o)}
      >
        <FlaskSvg />
        <span aria-hidden="true">{summary}</span>
      </button>
      {open ? (
        <div id={panelId} role="region" aria-label={title} className={styles.panel}>
          <div className={styles.header}>
            <p className={styles.title}>
              <FlaskSvg />
              <span>{title}</span>
            </p>
            <button type="button" className={styles.close} aria-label={intl.formatMessage(messages.sandboxToolbarClose)} onClick={close}>
              <CloseSvg />
            </button>
          </div>
          <div className={styles.field}>
            <label htmlFor={personaId} className={styles.label}>
              {intl.formatMessage(messages.sandboxToolbarPersona)}
            </label>
            <select
              id={personaId}
              className={styles.select}
              value={currentPersona}
              onChange={(e) => {
                if (e.target.value !== currentPersona) navigate(sandboxPersonaUrl(e.target.value, currentPath));
              }}
            >
              {personas.some((p) => p.name === currentPersona) ? null : <option value={currentPersona}>{currentPersona}</option>}
              {personas.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.label ?? p.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={siteId} className={styles.label}>
              {intl.formatMessage(messages.sandboxToolbarSite)}
            </label>
            <select
              id={siteId}
              className={styles.select}
              value={currentSite}
              onChange={(e) => {
                const site = sites.find((s) => s.key === e.target.value);
                if (site && site.key !== currentSite) navigate(sandboxSiteUrl(site.href, currentPath));
              }}
            >
              {sites.some((s) => s.key === currentSite) ? null : <option value={currentSite}>{currentSite}</option>}
              {sites.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label ?? s.key}
                </option>
              ))}
            </select>
          </div>
          {experiments.length > 0 ? (
            <fieldset className={styles.experiments}>
              <legend className={styles.label}>{intl.formatMessage(messages.sandboxToolbarExperiments)}</legend>
              {experiments.map((experiment) => {
                const selectId = `${id}-exp-${experiment.id}`;
                return (
                  <div key={experiment.id} className={styles.field}>
                    <label htmlFor={selectId} className={styles.label}>
                      {experiment.label ?? experiment.id}
                    </label>
                    <select
                      id={selectId}
                      className={styles.select}
                      value={experiment.current}
                      onChange={(e) => {
                        const cookie = experimentOverrideCookie(experiment, e.target.value, isHttpsProtocol(window.location.protocol));
                        if (cookie === null || e.target.value === experiment.current) return;
                        writeCookie(cookie);
                        navigate(withoutQuery(currentPath, experiment.query));
                      }}
                    >
                      {experiment.values.includes(experiment.current) ? null : (
                        <option value={experiment.current}>{experiment.current}</option>
                      )}
                      {experiment.values.map((value) => (
                        <option key={value} value={value}>
                          {intl.formatMessage(messages.sandboxToolbarVariant, { value })}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
