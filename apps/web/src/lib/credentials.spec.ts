import { validateCredentials } from './credentials';

describe('validateCredentials', () => {
  it.each([
    ['ada@example.test', 'correct horse', {}],
    [' ada@example.test ', 'longenough', {}],
    ['', 'longenough', { email: 'invalid' }],
    ['ada@', 'longenough', { email: 'invalid' }],
    ['ada@example.test', 'short', { password: 'invalid' }],
    ['nope', '', { email: 'invalid', password: 'invalid' }],
  ])('%j / %j', (email, password, expected) => expect(validateCredentials({ email, password })).toEqual(expected));
});
