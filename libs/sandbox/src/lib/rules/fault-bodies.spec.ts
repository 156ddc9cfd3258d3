import { refusalBody, timeoutFaultDelay, wrongTypesBody } from './fault-bodies';

describe('timeoutFaultDelay (longer than the call timeout, capped at 25 s)', () => {
  it.each([
    ['default', 25000],
    ['helper', 10000],
  ])('%s -> %i ms', (kind, ms) => expect(timeoutFaultDelay(kind)).toBe(ms));
});

describe('refusalBody', () => {
  it.each([
    ['envelope', { code: 10001, message: 'm', data: null }],
    ['static', { code: 10001, message: 'm', data: null }],
    ['resMsg', { resMsg: { code: 10001, message: 'm' }, datas: [] }],
    ['result', { result: false, msg: 'm' }],
  ] as const)('%s', (style, out) => expect(refusalBody(style, 10001, 'm')).toEqual(out));
});

describe('wrongTypesBody', () => {
  it.each([
    [
      { code: 0, message: 'ok', data: { a: 1 } },
      { code: 'unexpected', message: { unexpected: true }, data: 'unexpected' },
    ],
    [{ coinIconVersionWhiteList: ['BTC'] }, { coinIconVersionWhiteList: 'unexpected' }],
    [
      { result: true, msg: 'ok' },
      { result: 'unexpected', msg: { unexpected: true } },
    ],
    [['a'], 'unexpected'],
    [null, 'unexpected'],
  ])('%j', (body, out) => expect(wrongTypesBody(body)).toEqual(out));
});
