'use client';
import { parseCookieHeader } from '@exchange/api';
import { NATIVE_APP_COOKIE, detectNativeApp } from '@exchange/native-app';
import { useEffect, useState } from 'react';
import { shareImageMode, type ShareImageMode } from '../rules/native-share-gate';

/**
 * The share-image v3 gate in the browser (spec 03 §6, decision 1401): the app and its build are read from the user
 * agent, else the exchange_app cookie, after mounting ('browser' until then and on the server).
 */
export function useShareImageMode(): ShareImageMode {
  const [mode, setMode] = useState<ShareImageMode>('browser');
  useEffect(() => {
    const cookie = parseCookieHeader(document.cookie)[NATIVE_APP_COOKIE];
    setMode(shareImageMode(detectNativeApp({ userAgent: navigator.userAgent, cookie })));
  }, []);
  return mode;
}
