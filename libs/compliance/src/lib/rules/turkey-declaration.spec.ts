import {
  DECLARATION_MESSAGE_MAX,
  canConfirmDeclaration,
  declarationFailureMessage,
  shouldFetchDeclaration,
  shouldShowDeclaration,
  type DeclarationStatus,
} from './turkey-declaration';

describe('canConfirmDeclaration (03 §4)', () => {
  it.each([
    [true, 1, false, true],
    [false, 1, false, false],
    [true, 2, false, false],
    [true, 1, true, false],
    [false, 2, true, false],
  ])('ticked %p, status %p, submitting %p → %p', (ticked, status, submitting, expected) => {
    expect(canConfirmDeclaration({ ticked, status, submitting })).toBe(expected);
  });
});

describe('shouldFetchDeclaration (03 §6)', () => {
  it.each([
    ['tr', true, true],
    ['tr', false, false],
    ['main', true, false],
    ['tr', null, false],
  ])('%s, logged in %p → %p', (site, isLogin, expected) => {
    expect(shouldFetchDeclaration({ site, isLogin })).toBe(expected);
  });
});

describe('shouldShowDeclaration (03 §4, §8: a failed status call gives need-sign)', () => {
  it.each<[DeclarationStatus, boolean]>([
    [1, true],
    [2, false],
  ])('status %p → shown %p', (status, shown) => {
    expect(shouldShowDeclaration(status)).toBe(shown);
  });
});

describe('declarationFailureMessage (issue 13 item 6, decision 0313: the server text of a refusal, else the generic text)', () => {
  const long = 'é'.repeat(DECLARATION_MESSAGE_MAX + 50);
  it.each<[string, Parameters<typeof declarationFailureMessage>[0], string | null]>([
    ["a refusal shows the exchange's text", { kind: 'code', message: 'Declaration already submitted' }, 'Declaration already submitted'],
    ['trimmed', { kind: 'code', message: '  Try later  ' }, 'Try later'],
    [
      'control characters and line breaks flattened',
      { kind: 'code', message: 'Line one\n\r\tline\u0000two\u2028end' },
      'Line one line two end',
    ],
    ["the client's placeholder for a refusal without text", { kind: 'code', message: 'Unsuccessful response' }, null],
    ['an empty refusal text', { kind: 'code', message: '   ' }, null],
    ['a non-string message', { kind: 'code', message: 42 }, null],
    ['HTTP 500 (a diagnostic, not for the user)', { kind: 'http', message: 'HTTP 500: Sandbox fault: HTTP 500' }, null],
    ['a timeout', { kind: 'timeout', message: 'Deadline reached before an answer' }, null],
    ['a network failure', { kind: 'network', message: 'fetch failed' }, null],
    ['malformed JSON', { kind: 'malformed-json', message: 'Unexpected end of JSON input' }, null],
    ['a schema failure', { kind: 'schema', message: 'data.status: Invalid input' }, null],
    ['no error at all', null, null],
    ['undefined', undefined, null],
  ])('%s', (_label, error, expected) => {
    expect(declarationFailureMessage(error)).toBe(expected);
  });

  it(`cuts a long text to ${DECLARATION_MESSAGE_MAX} characters with an ellipsis`, () => {
    const out = declarationFailureMessage({ kind: 'code', message: long }) ?? '';
    expect(Array.from(out)).toHaveLength(DECLARATION_MESSAGE_MAX);
    expect(out.endsWith('…')).toBe(true);
  });

  it('keeps markup as plain text (React escapes it)', () => {
    expect(declarationFailureMessage({ kind: 'code', message: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>');
  });
});
