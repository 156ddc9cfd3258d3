import { loadMessages } from '@exchange/i18n';
import { parseNativeShellParams } from '@exchange/native-app';
import { notFound } from 'next/navigation';
import { NativeShellView } from '@/components/native-shell-view';
import { exchangeApiOrigin } from '@/server/exchange-origin';

export const dynamic = 'force-dynamic';

interface NativeShellPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * `/_sandbox/native-shell?os=ios|android&build=<digits>&path=/<site path>` (issue 11 item 3, decision 1150): the site
 * in an iframe with a fake app bridge that lists every call. Sandbox only: not found when a real exchange is configured.
 */
export default async function NativeShellPage({ searchParams }: NativeShellPageProps) {
  if (exchangeApiOrigin()) notFound();
  const { app, path } = parseNativeShellParams(await searchParams);
  const messages = await loadMessages('en');
  return <NativeShellView locale="en" messages={messages} app={app} path={path} />;
}
