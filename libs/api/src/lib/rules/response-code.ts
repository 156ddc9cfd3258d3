const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec 03 §7: "Success is code 0". A numeric string "0" counts; anything else does not. */
export const isCodeZero = (body: unknown): boolean => isRecord(body) && (body['code'] === 0 || body['code'] === '0');

/** The server's code, from `code` or `resMsg.code`, when it is a number (or numeric string). */
export const responseCode = (body: unknown): number | undefined => {
  if (!isRecord(body)) return undefined;
  const raw = isRecord(body['resMsg']) ? body['resMsg']['code'] : body['code'];
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : undefined;
};

/** The server's message (`msg`, `message` or `resMsg.message`), for toasts like spec 01 §8 "server message, or Error". */
export const serverMessage = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const candidates = [body['msg'], body['message'], isRecord(body['resMsg']) ? body['resMsg']['message'] : undefined];
  return candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
};
