'use client';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** Which deposit surface is open (one at a time): the fund-wallet drawer or the deposit-method modal. */
export type DepositSurface = 'drawer' | 'methods' | null;

/** Per tree (ShellProviders holds a Jotai provider): the header, the assets page and the layer share it. */
const depositSurfaceAtom = atom<DepositSurface>(null);

/** Opens the fund-wallet drawer ("Deposit" in the header and on the assets page). */
export function useOpenDeposit(): () => void {
  const set = useSetAtom(depositSurfaceAtom);
  return useCallback(() => set('drawer'), [set]);
}

/** Opens the deposit-method modal (spec 02 §4). */
export function useOpenDepositMethods(): () => void {
  const set = useSetAtom(depositSurfaceAtom);
  return useCallback(() => set('methods'), [set]);
}

/** The layer's view of it. */
export function useDepositSurface(): [DepositSurface, (surface: DepositSurface) => void] {
  return useAtom(depositSurfaceAtom);
}
