import { timeoutForKind } from '@exchange/api';

/** A `timeout` fault hangs past the call's own timeout, but never forever (decision 0206). */
export const TIMEOUT_FAULT_MARGIN_MS = 5000;
export const TIMEOUT_FAULT_CAP_MS = 25000;

export const timeoutFaultDelay = (kind: string): number => Math.min(timeoutForKind(kind) + TIMEOUT_FAULT_MARGIN_MS, TIMEOUT_FAULT_CAP_MS);

/** How a call says "no": by `code`, by `resMsg.code`, by `result`, or not at all (static JSON). */
export type BodyStyle = 'envelope' | 'resMsg' | 'result' | 'static';

/** The code of an injected `nonzero-code` fault. */
export const FAULT_CODE = 10001;
/** The code of "please log in" answers (decision 0205). */
export const NOT_LOGGED_IN_CODE = 401;

/** A refusal in the call's own style. Static JSON has no refusal: it gets a body its schema rejects. */
export const refusalBody = (style: BodyStyle, code: number, message: string): Record<string, unknown> => {
  switch (style) {
    case 'resMsg':
      return { resMsg: { code, message }, datas: [] };
    case 'result':
      return { result: false, msg: message };
    case 'envelope':
    case 'static':
      return { code, message, data: null };
  }
};

/**
 * A `wrong-types` fault: the normal body with every top-level value replaced by one of another type
 * (text becomes an object, anything else becomes text), so the call's schema rejects it.
 */
export const wrongTypesBody = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'unexpected';
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? { unexpected: true } : 'unexpected']),
  );
};
