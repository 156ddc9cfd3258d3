import { isSwrKeyOf, stableStringify, swrKey } from './swr-key';

describe('swrKey', () => {
  it.each([
    ['kycStatus', undefined, 'exchange-api:kycStatus'],
    ['footerTips', { subSiteId: 177 }, 'exchange-api:footerTips:{"subSiteId":177}'],
    ['targetedPopupPlan', { resource_type: 4, position: 'index' }, 'exchange-api:targetedPopupPlan:{"position":"index","resource_type":4}'],
    ['x', { a: undefined, b: [{ d: 1, c: 2 }] }, 'exchange-api:x:{"b":[{"c":2,"d":1}]}'],
    ['x', null, 'exchange-api:x:null'],
  ])('%s %j -> %s', (name, input, out) => expect(swrKey(name, input)).toBe(out));

  it('is stable whatever the key order', () => expect(stableStringify({ b: 1, a: 2 })).toBe(stableStringify({ a: 2, b: 1 })));

  it.each([
    ['exchange-api:agreementStatus', 'agreementStatus', true],
    ['exchange-api:agreementStatus:{"scene":"x"}', 'agreementStatus', true],
    ['exchange-api:agreementStatusX', 'agreementStatus', false],
    [['exchange-api:agreementStatus'], 'agreementStatus', false],
  ])('isSwrKeyOf(%j, %s) -> %s', (key, name, out) => expect(isSwrKeyOf(key, name)).toBe(out));
});
