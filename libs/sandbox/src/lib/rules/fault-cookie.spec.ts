import { applyFaultCommand, isFaultCommand, parseFaults, serializeFaults } from './fault-cookie';

describe('parseFaults', () => {
  it.each([
    ['complianceCheck:network', { complianceCheck: 'network' }],
    ['complianceCheck:timeout,footerTips:http500', { complianceCheck: 'timeout', footerTips: 'http500' }],
    ['a:malformed-json,b:wrong-types,c:nonzero-code', { a: 'malformed-json', b: 'wrong-types', c: 'nonzero-code' }],
    ['a:unknown,b:off,:network,c:network:x,d e:network', {}],
    ['', {}],
    [undefined, {}],
  ])('%j', (value, out) => expect(parseFaults(value)).toEqual(out));
});

describe('serializeFaults / applyFaultCommand', () => {
  it.each([
    [{}, 'kycStatus', 'network', 'kycStatus:network'],
    [{ kycStatus: 'network' }, 'kycStatus', 'timeout', 'kycStatus:timeout'],
    [{ kycStatus: 'network', footerTips: 'http500' }, 'kycStatus', 'off', 'footerTips:http500'],
    [{ kycStatus: 'network', footerTips: 'http500' }, 'all', 'off', ''],
    [{ b: 'network' }, 'a', 'http500', 'a:http500,b:network'],
  ] as const)('%j + %s/%s -> %s', (faults, name, command, out) =>
    expect(serializeFaults(applyFaultCommand(faults, name, command))).toBe(out),
  );

  it('round-trips', () => {
    const faults = { complianceCheck: 'wrong-types', ipCheck: 'timeout' } as const;
    expect(parseFaults(serializeFaults(faults))).toEqual(faults);
  });

  it.each([
    ['off', true],
    ['network', true],
    ['http500', true],
    ['500', false],
    [undefined, false],
  ])('isFaultCommand(%j) -> %s', (value, out) => expect(isFaultCommand(value)).toBe(out));
});
