// The app's embedded-default exchange: the only module of the app that may import the sandbox
// (lint allows type:testing here and nowhere else in apps/web). Loaded lazily, and only when
// EXCHANGE_API_ORIGIN is unset.
import {
  DEFAULT_PERSONA,
  PERSONA_COOKIE,
  PERSONA_NAMES,
  SANDBOX_REALTIME_PATH,
  handleSandboxCollector,
  handleSandboxControl,
  handleSandboxRequest,
  isPersonaName,
} from '@exchange/sandbox';

export { SANDBOX_REALTIME_PATH, handleSandboxCollector, handleSandboxControl, handleSandboxRequest };

/** What the sandbox toolbar shows: every persona and the one this browser uses. */
export function sandboxInfo(cookies: Record<string, string>): { personas: string[]; current: string } {
  const chosen = cookies[PERSONA_COOKIE];
  return { personas: [...PERSONA_NAMES], current: chosen && isPersonaName(chosen) ? chosen : DEFAULT_PERSONA };
}
