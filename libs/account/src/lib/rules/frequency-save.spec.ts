import type { ApiError } from '@exchange/api';
import { frequencySaveMessage } from './frequency-save';

const error = (overrides: Partial<ApiError>): ApiError => ({
  endpoint: 'fundPasswordFrequencySave',
  kind: 'code',
  message: '',
  ...overrides,
});

describe('frequencySaveMessage (spec 01 §8: the server message, or "Error")', () => {
  it.each<[string, ApiError, string | null]>([
    ['refused with a message', error({ message: 'Incorrect fund password' }), 'Incorrect fund password'],
    ['refused without a message', error({ message: 'Unsuccessful response' }), null],
    ['refused with blanks', error({ message: '  ' }), null],
    ['network failure', error({ kind: 'network', message: 'Failed to fetch' }), null],
    ['stale csrf token (HTTP 403)', error({ kind: 'http', status: 403, message: 'HTTP 403' }), null],
    ['timeout', error({ kind: 'timeout', message: 'Timed out' }), null],
  ])('%s → %j', (_name, value, expected) => expect(frequencySaveMessage(value)).toBe(expected));
});
