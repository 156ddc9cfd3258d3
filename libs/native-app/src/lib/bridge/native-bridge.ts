import { reportException } from '@exchange/monitoring';
import { bridgeCallFor, type BridgeCall, type BridgeCommand } from '../rules/bridge-call';

/** The part of `window` the bridge reads: the web views' injected receivers (decision 1150). */
export type BridgeWindow = object;

/** `sent`: the receiver took the message; `unavailable`: no receiver (not in the app); `failed`: it threw (logged). */
export type BridgeResult = 'sent' | 'unavailable' | 'failed';

type PostMessage = (message: unknown) => unknown;

/** The receiver's postMessage, bound, or null; a hostile getter counts as no receiver. */
function receiverOf(win: BridgeWindow, call: BridgeCall): PostMessage | null {
  try {
    const w = win as Record<string, unknown>;
    const target =
      call.platform === 'android'
        ? w[call.receiver]
        : ((w['webkit'] as { messageHandlers?: Record<string, unknown> } | undefined)?.messageHandlers?.[call.receiver] ?? null);
    const post = (target as { postMessage?: unknown } | null | undefined)?.postMessage;
    return typeof post === 'function' ? (message) => post.call(target, message) : null;
  } catch {
    return null;
  }
}

/** Where a failure is reported; monitoring's `reportException` by default. */
export type BridgeErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

const defaultReporter: BridgeErrorReporter = (error, context) => reportException(error, context);

/**
 * Sends a command to the native app through its web view's bridge (spec 02 §7). Never throws: a receiver that
 * throws is only logged through monitoring (spec 02 §8 "the error is only logged; the user sees nothing") and gives
 * `failed`; a missing receiver gives `unavailable`, so the caller can take the web route instead (decision 1150).
 */
export function sendBridgeCommand(win: BridgeWindow, command: BridgeCommand, report: BridgeErrorReporter = defaultReporter): BridgeResult {
  const call = bridgeCallFor(command);
  const post = receiverOf(win, call);
  if (!post) return 'unavailable';
  try {
    post(call.message);
    return 'sent';
  } catch (error) {
    try {
      report(error, { source: 'native-bridge', action: command.action, platform: call.platform, receiver: call.receiver });
    } catch {
      // A broken reporter must not break the page either.
    }
    return 'failed';
  }
}
