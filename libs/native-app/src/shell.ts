// The sandbox's native shell page (decision 1150), apart from the main entry: server modules import the main entry
// (in-app detection), and a client component re-exported there would become a client reference of every page.
export { NativeShell } from './lib/components/native-shell/native-shell';
export type { NativeShellProps } from './lib/components/native-shell/native-shell';
