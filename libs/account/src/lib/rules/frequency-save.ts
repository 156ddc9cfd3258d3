import type { ApiError } from '@exchange/api';

/** The client's text for a refusal without a message (libs/api executeEndpoint). */
const NO_SERVER_MESSAGE = 'Unsuccessful response';

/**
 * Spec 01 §8 "Fund-password frequency save fails → error toast with the server message, or 'Error'". Only a refusal
 * (`result: false`) carries a server message; a network failure, a timeout or a refused csrf token gives null, and the
 * toast says "Error".
 */
export function frequencySaveMessage(error: ApiError): string | null {
  if (error.kind !== 'code') return null;
  const text = error.message.trim();
  return text === '' || text === NO_SERVER_MESSAGE ? null : text;
}
