import { personaCookieHeader } from '../../testing/persona-cookies';
import { createSandboxFetch } from '../handle-request';
import { PERSONA_NAMES } from '../personas';
import { tokenDigest } from '../rules/device-fingerprint';
import { MISSING_TOKEN_CODE } from './responders-site';

const TOKEN = 'device-token-1';

const post = async (persona: (typeof PERSONA_NAMES)[number], body: unknown) => {
  const response = await createSandboxFetch({ cookie: personaCookieHeader(persona, { loggedIn: true }) })(
    'http://localhost/api/web/v1/device-id',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return (await response.json()) as { code: number; data: { finger_print: string } | null };
};

describe('POST /api/web/v1/device-id (spec 03 §4, decision 0530)', () => {
  it.each(PERSONA_NAMES)('answers %s with a fingerprint issued now and derived from the token', async (persona) => {
    const before = Math.floor(Date.now() / 1000);
    const { code, data } = await post(persona, { token: TOKEN });
    const after = Math.floor(Date.now() / 1000);
    expect(code).toBe(0);
    const value = data?.finger_print ?? '';
    expect(value).toMatch(/^[0-9a-f]{40}$/);
    const issued = parseInt(value.slice(0, 8), 16);
    expect(issued).toBeGreaterThanOrEqual(before);
    expect(issued).toBeLessThanOrEqual(after);
    expect(value.slice(8)).toBe(tokenDigest(TOKEN));
  });

  it.each([[{}], [{ token: '' }], [{ token: 7 }]])('refuses a body without a token (%p)', async (body) => {
    expect(await post('visitor', body)).toEqual(expect.objectContaining({ code: MISSING_TOKEN_CODE, data: null }));
  });
});
