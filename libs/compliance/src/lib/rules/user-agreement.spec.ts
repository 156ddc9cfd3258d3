import type { AgreementStatus } from '@exchange/api';
import { decideUserAgreement } from './user-agreement';

const status = (overrides: Partial<AgreementStatus>): AgreementStatus => ({ status: 1, content: 'Terms', submit_button: '', ...overrides });

describe('decideUserAgreement (03 §4: status 1 shows)', () => {
  it.each<[string, AgreementStatus | null | undefined, ReturnType<typeof decideUserAgreement>]>([
    ['status 1', status({ submit_button: 'Accept' }), { show: true, content: 'Terms', submitButton: 'Accept' }],
    ['status 1, no button label', status({}), { show: true, content: 'Terms', submitButton: null }],
    [
      'content and label are trimmed',
      status({ content: ' Terms ', submit_button: '  ' }),
      { show: true, content: 'Terms', submitButton: null },
    ],
    ['status 0 (also the fallback of a failed call)', status({ status: 0 }), { show: false }],
    ['status 2', status({ status: 2 }), { show: false }],
    ['no content', status({ content: '' }), { show: false }],
    ['blank content', status({ content: '   ' }), { show: false }],
    ['not loaded', undefined, { show: false }],
    ['null', null, { show: false }],
  ])('%s', (_label, input, expected) => {
    expect(decideUserAgreement(input)).toEqual(expected);
  });
});
