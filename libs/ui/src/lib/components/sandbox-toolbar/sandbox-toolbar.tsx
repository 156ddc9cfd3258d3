'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseSvg, FlaskSvg } from '../../icons/svg-icons';
import { messages } from '../../messages';
import { sandboxPersonaUrl, sandboxSiteUrl } from '../../rules/sandbox-urls';
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
  /** More reviewer tools under the switches (the app puts the analytics event log here). */
  children?: ReactNode;
}

const defaultNavigate = (url: string) => window.location.assign(url);

/**
 * The sandbox's reviewer toolbar (issue 2 §5): a small button in the bottom inline-end corner that opens
 * a panel to switch persona (through `/_sandbox/persona/<name>?next=<path>`) and site (its host).
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
          {children}
        </div>
      ) : null}
    </div>
  );
}
