import { isCodeZero, responseCode, serverMessage } from './response-code';

describe('isCodeZero (spec 03 §7: success is code 0)', () => {
  it.each([
    [{ code: 0, data: {} }, true],
    [{ code: '0' }, true],
    [{ code: 1 }, false],
    [{ code: 10530135 }, false],
    [{ code: null }, false],
    [{}, false],
    [null, false],
    ['0', false],
    [[0], false],
  ])('%j -> %s', (body, out) => expect(isCodeZero(body)).toBe(out));
});

describe('responseCode', () => {
  it.each([
    [{ code: 10530135 }, 10530135],
    [{ code: '401' }, 401],
    [{ resMsg: { code: 1, message: 'x' } }, 1],
    [{ code: 'abc' }, undefined],
    [{ code: '' }, undefined],
    [null, undefined],
  ])('%j -> %s', (body, out) => expect(responseCode(body)).toBe(out));
});

describe('serverMessage', () => {
  it.each([
    [{ result: false, msg: 'Wrong fund password' }, 'Wrong fund password'],
    [{ code: 1, message: 'Please log in' }, 'Please log in'],
    [{ resMsg: { code: 1, message: 'Busy' } }, 'Busy'],
    [{ msg: '  ', message: 'second' }, 'second'],
    [{ msg: 42 }, undefined],
    [undefined, undefined],
  ])('%j -> %s', (body, out) => expect(serverMessage(body)).toBe(out));
});
