'use client';
import { Button, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ChevronDownIcon, GlobeIcon, MenuIcon, UserIcon } from '../../icons/icons';
import { UiLinkBase } from '../../link/ui-link';
import { messages } from '../../messages';

export interface HeaderNavLink {
  label: string;
  href: string;
}

/** One entry of the header common data's lang_list. */
export interface HeaderLanguage {
  /** Locale code, e.g. `en`, `zh`, `ar`. */
  code: string;
  /** The language's own name, e.g. "English", "العربية". */
  label: string;
  /** Where this language lives (the prefixed path); used when no onLocaleChange is given. */
  href?: string;
}

/** One entry of the header common data's fiat_list. */
export interface HeaderFiat {
  code: string;
  symbol: string;
  label?: string;
}

export interface HeaderUserMenuItem {
  key: string;
  label: string;
  href?: string;
  onSelect?: () => void;
}

const defaultNavigate = (href: string) => window.location.assign(href);

export function LanguageMenu({
  languages,
  current,
  onChange,
  navigate = defaultNavigate,
}: {
  languages: readonly HeaderLanguage[];
  current: string;
  onChange?: (code: string) => void;
  navigate?: (href: string) => void;
}) {
  const intl = useIntl();
  const currentLabel = languages.find((l) => l.code === current)?.label ?? current;
  const title = intl.formatMessage(messages.siteHeaderLanguage);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${title}: ${currentLabel}`}>
          <GlobeIcon />
          <Text as="span" hideBelow="md">
            {currentLabel}
          </Text>
          <ChevronDownIcon boxSize="3" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="70vh" overflowY="auto" minW="44">
            <Menu.RadioItemGroup
              value={current}
              onValueChange={({ value }) => {
                if (value === current) return;
                if (onChange) onChange(value);
                else {
                  const href = languages.find((l) => l.code === value)?.href;
                  if (href) navigate(href);
                }
              }}
            >
              <Menu.ItemGroupLabel>{title}</Menu.ItemGroupLabel>
              {languages.map((lang) => (
                <Menu.RadioItem key={lang.code} value={lang.code}>
                  <Menu.ItemText flex="1" lang={lang.code}>
                    {lang.label}
                  </Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function FiatMenu({ fiats, current, onChange }: { fiats: readonly HeaderFiat[]; current: string; onChange?: (code: string) => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.siteHeaderCurrency);
  const currentFiat = fiats.find((f) => f.code === current);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${title}: ${current}`}>
          <span aria-hidden="true">{currentFiat?.symbol}</span>
          <span>{current}</span>
          <ChevronDownIcon boxSize="3" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="70vh" overflowY="auto" minW="44">
            <Menu.RadioItemGroup value={current} onValueChange={({ value }) => value !== current && onChange?.(value)}>
              <Menu.ItemGroupLabel>{title}</Menu.ItemGroupLabel>
              {fiats.map((fiat) => (
                <Menu.RadioItem key={fiat.code} value={fiat.code}>
                  <Menu.ItemText flex="1">
                    {fiat.code}
                    {fiat.label ? ` – ${fiat.label}` : ''}
                  </Menu.ItemText>
                  <Text as="span" color="fg.muted" aria-hidden="true">
                    {fiat.symbol}
                  </Text>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function UserMenu({ nickname, items }: { nickname: string; items: readonly HeaderUserMenuItem[] }) {
  const intl = useIntl();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={intl.formatMessage(messages.siteHeaderAccountMenu, { nickname })}>
          <UserIcon />
          <Text as="span" hideBelow="md" maxW="40" truncate>
            {nickname}
          </Text>
          <ChevronDownIcon boxSize="3" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) =>
              item.href ? (
                <Menu.Item key={item.key} value={item.key} asChild>
                  <UiLinkBase href={item.href}>{item.label}</UiLinkBase>
                </Menu.Item>
              ) : (
                <Menu.Item key={item.key} value={item.key} onSelect={item.onSelect}>
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The nav links in a menu for narrow screens. */
export function CompactNavMenu({ links }: { links: readonly HeaderNavLink[] }) {
  const intl = useIntl();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={intl.formatMessage(messages.siteHeaderMenu)}>
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {links.map((link) => (
              <Menu.Item key={link.href} value={link.href} asChild>
                <UiLinkBase href={link.href}>{link.label}</UiLinkBase>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
