import { failureOutcome, writeFailureOf } from './failure-policy';

describe('failureOutcome (spec 03 §8 helper errors, decision 0201)', () => {
  it.each([
    ['helper', 'GET', 'network', 'retry-later'],
    ['helper', 'GET', 'timeout', 'retry-later'],
    ['helper', 'GET', 'http', 'retry-later'],
    ['helper', 'GET', 'malformed-json', 'retry-later'],
    ['helper', 'GET', 'schema', 'fallback'],
    ['helper', 'GET', 'code', 'fallback'],
    ['helper', 'GET', 'input', 'fallback'],
    ['helper', 'POST', 'network', 'fallback'],
    ['helper', 'POST', 'timeout', 'fallback'],
    ['helper', 'POST', 'code', 'fallback'],
    ['default', 'GET', 'network', 'fallback'],
    ['default', 'GET', 'http', 'fallback'],
    ['default', 'POST', 'timeout', 'fallback'],
  ] as const)('%s %s %s -> %s', (kind, method, failure, out) => expect(failureOutcome(kind, method, failure)).toBe(out));
});

describe('writeFailureOf (decision 1970: what a failed write tells the user)', () => {
  it.each([
    ['code', 'refused'],
    ['input', 'not-sent'],
    ['unloaded', 'not-sent'],
    ['network', 'unconfirmed'],
    ['timeout', 'unconfirmed'],
    ['http', 'unconfirmed'],
    ['malformed-json', 'unconfirmed'],
    ['schema', 'unconfirmed'],
  ] as const)('%s -> %s', (failure, out) => expect(writeFailureOf(failure)).toBe(out));
});
