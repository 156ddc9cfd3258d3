import { parseAppBuild, type NativeAppInfo } from './native-app-info';
import { isSitePath } from './site-path';

/** The native shell's defaults: an iOS app at the new-call threshold on the KYC landing (spec 02 §2, §9). */
export const NATIVE_SHELL_DEFAULTS = { platform: 'ios', build: 202306151200, path: '/myaccount/kyc_home' } as const;

export interface NativeShellParams {
  app: NativeAppInfo;
  /** The site path the shell opens in its web view. */
  path: string;
}

type Query = Readonly<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * `/_sandbox/native-shell?os=ios|android&build=<digits>&path=/<site path>` (decision 1150). An unknown os, an unreadable
 * build or a path that is not on this site (external, protocol-relative, backslash, control characters, the shell
 * itself) falls back to the default, so the shell always opens something of this site.
 */
export function parseNativeShellParams(query: Query): NativeShellParams {
  const os = first(query['os'])?.trim().toLowerCase();
  const platform = os === 'android' || os === 'ios' ? os : NATIVE_SHELL_DEFAULTS.platform;
  const build = parseAppBuild(first(query['build'])) ?? NATIVE_SHELL_DEFAULTS.build;
  const rawPath = first(query['path'])?.trim() ?? '';
  const onSite = isSitePath(rawPath) && !rawPath.startsWith('/_sandbox');
  return { app: { platform, build }, path: onSite ? rawPath : NATIVE_SHELL_DEFAULTS.path };
}
