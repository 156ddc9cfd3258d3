'use client';
import { useUserInfo, type UserInfo } from '@exchange/api';

/** The user's answer, or null for a visitor or a failed call (the fallback has no uid: no KYC prompt from it). */
export function useKnownUser(isLoggedIn: boolean): UserInfo | null {
  const { data } = useUserInfo({ enabled: isLoggedIn });
  return isLoggedIn && data && data.uid !== '' ? data : null;
}
