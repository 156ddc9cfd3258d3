'use client';
import { Button, CloseButton, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { FlaskIcon } from '../../icons/icons';
import { messages } from '../../messages';
import { sandboxPersonaUrl, sandboxSiteUrl } from '../../rules/sandbox-urls';

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
}

const defaultNavigate = (url: string) => window.location.assign(url);

/**
 * The sandbox's reviewer toolbar (issue 2 §5): a small button in the bottom inline-end corner that opens
 * a panel to switch persona (through `/_sandbox/persona/<name>?next=<path>`) and site (its host).
 */
export function SandboxToolbar({
  personas,
  currentPersona,
  sites,
  currentSite,
  currentPath,
  navigate = defaultNavigate,
  defaultOpen = false,
}: SandboxToolbarProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const siteLabel = sites.find((s) => s.key === currentSite)?.label ?? currentSite;
  const personaLabel = personas.find((p) => p.name === currentPersona)?.label ?? currentPersona;
  const summary = intl.formatMessage(messages.sandboxToolbarCurrent, { persona: personaLabel, site: siteLabel });

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // On the outer container, so Escape also closes the panel while focus is on the toggle button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    // The panel follows the button in the DOM (tab order) but sits above it on screen.
    <Stack direction="column-reverse" align="flex-end" gap="2" position="fixed" bottom="3" insetEnd="3" zIndex="toast" textStyle="xs" onKeyDown={onKeyDown}>
      <Button
        ref={toggleRef}
        size="2xs"
        variant="surface"
        opacity={open ? 1 : 0.85}
        _hover={{ opacity: 1 }}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${intl.formatMessage(open ? messages.sandboxToolbarClose : messages.sandboxToolbarOpen)}: ${summary}`}
        onClick={() => setOpen((o) => !o)}
        shadow="sm"
      >
        <FlaskIcon />
        <span aria-hidden="true">{summary}</span>
      </Button>
      {open ? (
        <Stack
          id={panelId}
          role="region"
          aria-label={intl.formatMessage(messages.sandboxToolbarTitle)}
          gap="3"
          w="64"
          p="3"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          shadow="lg"
        >
          <HStack justify="space-between">
            <HStack gap="1.5" fontWeight="semibold">
              <FlaskIcon boxSize="4" />
              <Text>{intl.formatMessage(messages.sandboxToolbarTitle)}</Text>
            </HStack>
            <CloseButton size="2xs" aria-label={intl.formatMessage(messages.sandboxToolbarClose)} onClick={close} />
          </HStack>
          <Field.Root>
            <Field.Label textStyle="xs">{intl.formatMessage(messages.sandboxToolbarPersona)}</Field.Label>
            <NativeSelect.Root size="xs">
              <NativeSelect.Field
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
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label textStyle="xs">{intl.formatMessage(messages.sandboxToolbarSite)}</Field.Label>
            <NativeSelect.Root size="xs">
              <NativeSelect.Field
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
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
