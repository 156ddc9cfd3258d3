'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/**
 * Issue 25 (decision 1898): the copy-trading and launch products' writes. `trigger(input)` resolves to
 * `{ ok, data, error }`; each refreshes the product's reads and the wallet balances the server changed.
 */
export const useCopyFollow = () => useEndpointMutation('copyFollow', ['copyFollows', 'copyTrader', 'copyTraders', 'walletBalances']);
export const useCopyUnfollow = () => useEndpointMutation('copyUnfollow', ['copyFollows', 'copyTrader', 'copyTraders', 'walletBalances']);
export const useLaunchpoolStake = () => useEndpointMutation('launchpoolStake', ['launchpoolStakes', 'launchpools', 'walletBalances']);
export const useLaunchpoolUnstake = () => useEndpointMutation('launchpoolUnstake', ['launchpoolStakes', 'launchpools', 'walletBalances']);
export const useStartupCommit = () => useEndpointMutation('startupCommit', ['startupProjects', 'walletBalances']);
export const useCandyDropJoin = () => useEndpointMutation('candyDropJoin', ['candyDrops']);
export const useStrategyBotCreate = () => useEndpointMutation('strategyBotCreate', ['strategyBots', 'walletBalances']);
export const useStrategyBotStop = () => useEndpointMutation('strategyBotStop', ['strategyBots', 'walletBalances']);
