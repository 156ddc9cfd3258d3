import type { PersonaAccount } from '../personas/persona';
import { NOT_LOGGED_IN_CODE, refusalBody, type BodyStyle } from '../rules/fault-bodies';
import type { Responder, SandboxAnswer, SandboxContext } from './context';

export const NOT_LOGGED_IN_MESSAGE = 'Please log in first';

export type UserContext = SandboxContext & { account: PersonaAccount };

/** A responder for a logged-in call; without login it answers "please log in" in the call's style. */
export const forUser =
  (responder: (context: UserContext) => SandboxAnswer, style: BodyStyle = 'envelope'): Responder =>
  (context) =>
    context.account === null
      ? { body: refusalBody(style, NOT_LOGGED_IN_CODE, NOT_LOGGED_IN_MESSAGE) }
      : responder({ ...context, account: context.account });
