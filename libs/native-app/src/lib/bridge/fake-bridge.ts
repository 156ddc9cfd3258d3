import { ANDROID_BRIDGE_OBJECT, IOS_BRIDGE_HANDLERS } from '../rules/bridge-call';
import type { AppPlatform } from '../rules/native-app-info';

/** One call the fake bridge received: which receiver, and the message as text. */
export interface RecordedBridgeCall {
  platform: AppPlatform;
  receiver: string;
  message: string;
}

const asText = (message: unknown): string => {
  if (typeof message === 'string') return message;
  try {
    return JSON.stringify(message) ?? String(message);
  } catch {
    return String(message);
  }
};

/**
 * Installs the receivers a native app's web view would inject (decision 1150) on `target` (the shell's iframe
 * window): `ExchangeAndroid.postMessage` for Android, the `webkit.messageHandlers` of both call generations for iOS.
 * Each call is handed to `record`. Returns a function that removes them.
 */
export function installFakeBridge(target: object, platform: AppPlatform, record: (call: RecordedBridgeCall) => void): () => void {
  const w = target as Record<string, unknown>;
  const receiver = (name: string) => ({
    postMessage: (message: unknown) => record({ platform, receiver: name, message: asText(message) }),
  });
  if (platform === 'android') {
    w[ANDROID_BRIDGE_OBJECT] = receiver(ANDROID_BRIDGE_OBJECT);
    return () => {
      delete w[ANDROID_BRIDGE_OBJECT];
    };
  }
  const handlers = Object.fromEntries(Object.values(IOS_BRIDGE_HANDLERS).map((name) => [name, receiver(name)]));
  w['webkit'] = { messageHandlers: handlers };
  return () => {
    delete w['webkit'];
  };
}
