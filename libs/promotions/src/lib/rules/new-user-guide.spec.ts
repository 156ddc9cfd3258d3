import type { NewbieGuide } from '@exchange/api';
import { NEW_USER_GUIDE_MAX_STEPS, newUserGuideView } from './new-user-guide';

const step = (key: string, reward_num = '10', url = '', title = '') => ({ key, title, reward_num, url });
const guide = (steps: NewbieGuide extends null ? never : NonNullable<NewbieGuide>['steps'], currency = 'USDT'): NewbieGuide => ({
  reward_currency: currency,
  steps,
});
const brief = (view: ReturnType<typeof newUserGuideView>) =>
  view && {
    total: view.total,
    currency: view.currency,
    steps: view.steps.map((s) => `${s.key}:${s.known ?? s.title}:${s.reward}:${s.url}`),
  };

describe('newUserGuideView (spec 03 §7 newbiePrizeGuide, §8 no guide on failure; decision 1320)', () => {
  it.each<[string, NewbieGuide | undefined, ReturnType<typeof brief>]>([
    ['§8 a failed call (null) shows no guide', null, null],
    ['still loading shows no guide', undefined, null],
    ['no steps shows no guide', guide([]), null],
    [
      'the sandbox guide: four known steps, 100 USDT in all',
      guide([
        step('signup', '10', '/signup'),
        step('kyc', '20', '/myaccount/kyc_home'),
        step('deposit', '30', '/myaccount/deposit/USDT'),
        step('trade', '40', '/trade/BTC_USDT'),
      ]),
      {
        total: '100',
        currency: 'USDT',
        steps: [
          'signup:signup:10:/signup',
          'kyc:kyc:20:/myaccount/kyc_home',
          'deposit:deposit:30:/myaccount/deposit/USDT',
          'trade:trade:40:/trade/BTC_USDT',
        ],
      },
    ],
    [
      'an unknown step shows the server title; without a title it is left out',
      guide([step('quiz', '5', '', 'Finish the quiz'), step('mystery', '99')]),
      { total: '5', currency: 'USDT', steps: ['quiz:Finish the quiz:5:null'] },
    ],
    [
      'repeated keys once; unsafe links dropped; bad rewards count as none',
      guide([
        step('signup', '0.1', 'javascript:alert(1)'),
        step('signup', '50'),
        step('kyc', '-5', '//evil.example'),
        step('trade', '0.2', 'https://help.example.test/trade'),
      ]),
      {
        total: '0.3',
        currency: 'USDT',
        steps: ['signup:signup:0.1:null', 'kyc:kyc:0:null', 'trade:trade:0.2:https://help.example.test/trade'],
      },
    ],
    [
      'issue 26 links are dropped by the one safe-URL check (decision 1710)',
      guide([
        step('signup', '1', '/\t/evil.example'),
        step('kyc', '1', 'https://localhost@evil.example'),
        step('trade', '1', 'http://help.example.test/'),
      ]),
      { total: '3', currency: 'USDT', steps: ['signup:signup:1:null', 'kyc:kyc:1:null', 'trade:trade:1:null'] },
    ],
    [
      'a page on a host outside the allowed origins is dropped (issue 26 item 6)',
      guide([step('trade', '1', 'https://evil.example/trade')]),
      { total: '1', currency: 'USDT', steps: ['trade:trade:1:null'] },
    ],
    ['only unusable steps shows no guide', guide([step(''), step('mystery')]), null],
  ])('%s', (_, input, expected) => {
    expect(brief(newUserGuideView(input, ['https://help.example.test']))).toEqual(expected);
  });

  it(`shows at most ${NEW_USER_GUIDE_MAX_STEPS} steps`, () => {
    const many = guide(Array.from({ length: 9 }, (_, i) => step(`s${i}`, '1', '', `Step ${i}`)));
    expect(newUserGuideView(many)?.steps).toHaveLength(NEW_USER_GUIDE_MAX_STEPS);
    expect(newUserGuideView(many)?.total).toBe(String(NEW_USER_GUIDE_MAX_STEPS));
  });
});
