'use client';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useExchangeClient } from '@exchange/api';
import {
  MicroAppHost,
  microAppBase,
  microAppEntryUrl,
  type MicroAppLoader,
  type MicroAppPhase,
  type MicroAppProps,
} from '@exchange/micro-app';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { authFormRoom } from '@/lib/rules/auth-form-room';
import { AuthForm, type AuthFormProps } from './auth-form';

/** The login/registration micro-app's registered name, the version this host was written against (decision 1120). */
export const LOGIN_MICRO_APP = 'login';
export const LOGIN_EXPECTED_VERSION = '1.0.0';
/** What the micro-app dispatches (bubbling) on its element after a sign-in. */
export const LOGIN_SUCCESS_EVENT = 'exchange:login-success';

export const loginEntryUrl = (): string => microAppEntryUrl(microAppBase(process.env['NEXT_PUBLIC_MICRO_APP_BASE']), LOGIN_MICRO_APP);

export interface AuthMicroAppProps extends Pick<AuthFormProps, 'mode' | 'next' | 'alternate'> {
  /** The page's title: the loader's "Loading …" text. */
  title: string;
  /** This page (the loader's full-page link; the plain form replaces it here). */
  pageHref: string;
  locale: string;
  languagePrefix: string;
  theme: MicroAppProps['theme'];
  /** Spec 01 §3, §4: where the modal was opened from. */
  channel: string;
  /** Spec 03 §3, §6: the site's third-party sign-in methods (`regionSwitches(site).authorizedLogin`). */
  authorizedLogin: readonly string[];
  /** The consent page the third-party buttons go through (the sandbox's); null hides them. */
  consentPath: string | null;
  /** The consent page's answer, read from this page's query. */
  consent: { provider: string; result: string } | null;
  /** Replaces the static host access (tests). */
  loader?: MicroAppLoader;
}

/**
 * /login and /signup through the login/registration micro-app (issue 11 item 2, decision 1120): MicroAppHost mounts it
 * with the modal type, visibility, channel and the site's sign-in methods; when it signs someone in, the session is
 * picked up without a reload (the client's de-duplicated answers dropped, every read revalidated, the server
 * components refreshed) and the page goes to the validated `next`. A missing, mismatched or failing micro-app
 * leaves the plain form (the documented fallback).
 */
export function AuthMicroApp({
  mode,
  next,
  alternate,
  title,
  pageHref,
  locale,
  languagePrefix,
  theme,
  channel,
  authorizedLogin,
  consentPath,
  consent,
  loader,
}: AuthMicroAppProps) {
  const router = useRouter();
  const client = useExchangeClient();
  const { mutate } = useSWRConfig();
  const [fallback, setFallback] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  const providerList = authorizedLogin.join(',');
  const props = useMemo<MicroAppProps>(
    () => ({
      locale,
      languagePrefix,
      theme,
      limitFlags: {},
      extra: {
        modal: mode,
        visible: true,
        channel,
        providers: providerList,
        consentPath,
        consentProvider: consent?.provider ?? null,
        consentResult: consent?.result ?? null,
      },
    }),
    [locale, languagePrefix, theme, mode, channel, providerList, consentPath, consent?.provider, consent?.result],
  );

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onSuccess = () => {
      client.clearCache();
      void mutate(() => true);
      router.replace(next);
      router.refresh();
    };
    element.addEventListener(LOGIN_SUCCESS_EVENT, onSuccess);
    return () => element.removeEventListener(LOGIN_SUCCESS_EVENT, onSuccess);
  }, [client, mutate, router, next, fallback]);

  const onPhaseChange = useCallback((phase: MicroAppPhase) => {
    if (phase.kind === 'fallback' || phase.kind === 'failed') setFallback(true);
  }, []);

  if (fallback) return <AuthForm mode={mode} next={next} alternate={alternate} authorizedLogin={authorizedLogin} />;
  return (
    <Stack gap="4" maxW="sm" ref={wrapper} data-auth-micro-app={mode} data-authorized-login={authorizedLogin.join(' ')}>
      {/* The form's room is kept while the micro-app loads: the link below it does not jump (decision 1820). */}
      <Box minH={`${authFormRoom(authorizedLogin.length)}px`}>
        <MicroAppHost
          name={LOGIN_MICRO_APP}
          title={title}
          entryUrl={loginEntryUrl()}
          expectedVersion={LOGIN_EXPECTED_VERSION}
          fullPageHref={pageHref}
          props={props}
          loader={loader}
          onPhaseChange={onPhaseChange}
        />
      </Box>
      <Text>
        <Link asChild color="brand.fg">
          <NextLink href={alternate.href}>{alternate.label}</NextLink>
        </Link>
      </Text>
    </Stack>
  );
}
