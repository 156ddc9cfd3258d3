'use client';
import { NativeShell, type NativeShellProps } from '@exchange/native-app/shell';
import { ShellProviders, type ShellProvidersProps } from '@exchange/ui';

export interface NativeShellViewProps extends Pick<NativeShellProps, 'app' | 'path'> {
  locale: string;
  messages: ShellProvidersProps['messages'];
}

/** The sandbox native shell page's client side: the shell providers (react-intl, no Chakra) around the shell. */
export function NativeShellView({ locale, messages, app, path }: NativeShellViewProps) {
  return (
    <ShellProviders locale={locale} messages={messages}>
      <NativeShell app={app} path={path} />
    </ShellProviders>
  );
}
