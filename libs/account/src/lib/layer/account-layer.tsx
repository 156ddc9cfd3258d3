'use client';
import { callEndpointResult, useExchangeClient, useUserInfo } from '@exchange/api';
import { useOverlayNavigate, useSitePath, useToast, type SiteContext } from '@exchange/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { shouldFetchUserInfo } from '../rules/should-fetch-user-info';
import { decideSubUserGuard, runsSubUserGuard } from '../rules/sub-account';

export interface AccountLayerProps {
  context: SiteContext;
}

/**
 * The one component the app mounts for @exchange/account (decision 0910): the sub-user-type guard (spec 03 §8). On
 * the account pages a sub-account's type is read; a refusal (non-zero code) shows a warning toast with the server's
 * message and sends the user to the homepage after 2 s. The login-user-info call is skipped on the pages of spec 01
 * §7 (shouldFetchUserInfo). Renders nothing itself.
 */
export function AccountLayer({ context }: AccountLayerProps) {
  const intl = useIntl();
  const toast = useToast();
  const client = useExchangeClient();
  const navigate = useOverlayNavigate(context);
  const path = useSitePath(context);
  const { isLoggedIn, uid } = context.user;
  // The server names the 404 view `/404` (decision 1867); the live path is the unknown one, so the first page's
  // context says it is a 404 until the user navigates elsewhere.
  const firstPath = useRef(path).current;
  const onNotFound = context.pathname === '/404' && path === firstPath;
  const { data: user } = useUserInfo({ enabled: isLoggedIn && !onNotFound && shouldFetchUserInfo(path) });
  const subUid = isLoggedIn && user && user.uid !== '' ? user.uid || uid : null;
  const guarded = subUid !== null && runsSubUserGuard({ isSub: user?.is_sub === true, pathname: path });
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!guarded || subUid === null) return;
    const key = `${subUid}:${path}`;
    if (checked.current === key) return;
    checked.current = key;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void callEndpointResult(client, 'subUserType', { sub_uid: subUid }).then((result) => {
      const decision = decideSubUserGuard(result);
      if (!active || decision.action !== 'leave') return;
      toast.show({
        status: 'warning',
        title: intl.formatMessage(messages.subGuardTitle),
        description: decision.message ?? intl.formatMessage(messages.subGuardFallback),
      });
      timer = setTimeout(() => navigate('/'), decision.afterMs);
    });
    return () => {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [guarded, subUid, path, client, toast, intl, navigate]);

  return null;
}
