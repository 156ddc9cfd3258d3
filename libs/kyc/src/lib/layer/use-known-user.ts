'use client';
import { useLoginUserInfo, type UserInfo } from '@exchange/api';

/** The user's answer, or null for a visitor or a failed call (the fallback has no uid: no KYC prompt from it). */
export function useKnownUser(isLoggedIn: boolean, path: string): UserInfo | null {
  const { data } = useLoginUserInfo(isLoggedIn, path);
  return isLoggedIn && data && data.uid !== '' ? data : null;
}
