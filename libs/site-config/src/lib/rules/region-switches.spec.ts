import { regionSwitches } from './region-switches';

const OFF = {
  chatroom: false,
  bigData: false,
  hiddenReferral: false,
  hiddenAppDownload: false,
  hiddenNotification: false,
  hiddenFooterSignup: false,
  hiddenThemeSwitch: false,
  hiddenLangAndRate: false,
};
const REGULATED = { ...OFF, hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: true, hiddenFooterSignup: true };

describe('regionSwitches (spec 03 §3 flags and authorizedLogin, §6; decision 0100 values)', () => {
  it.each([
    ['main', { ...OFF, chatroom: true, bigData: true, authorizedLogin: ['google', 'metamask', 'apple'] }],
    ['tr', { ...OFF, bigData: true, authorizedLogin: ['gateio'] }],
    ['testnet', { ...REGULATED, authorizedLogin: ['google', 'metamask', 'apple'] }],
    ['eu', { ...REGULATED, authorizedLogin: [] }],
    ['hk', { ...REGULATED, hiddenAppDownload: false, authorizedLogin: [] }],
    ['us', { ...REGULATED, hiddenLangAndRate: true, authorizedLogin: [] }],
    ['jp', { ...REGULATED, hiddenThemeSwitch: true, authorizedLogin: [] }],
    ['uk', { ...REGULATED, hiddenLangAndRate: true, authorizedLogin: [] }],
    ['nowhere', { ...OFF, chatroom: true, bigData: true, authorizedLogin: ['google', 'metamask', 'apple'] }],
  ])('%s', (site, expected) => {
    expect(regionSwitches(site)).toEqual(expected);
  });
});
