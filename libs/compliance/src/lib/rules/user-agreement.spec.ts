import { decideUserAgreement } from './user-agreement';

describe('decideUserAgreement (03 §4: status 1 shows)', () => {
  it.each([
    [
      'status 1',
      { code: 0, data: { status: 1, content: 'Terms', submit_button: 'Accept' } },
      { show: true, content: 'Terms', submitButton: 'Accept' },
    ],
    [
      'status "1", no button label',
      { code: '0', data: { status: '1', content: 'Terms' } },
      { show: true, content: 'Terms', submitButton: null },
    ],
    ['status 0', { code: 0, data: { status: 0, content: 'Terms' } }, { show: false }],
    ['status 2', { code: 0, data: { status: 2, content: 'Terms' } }, { show: false }],
    ['non-zero code', { code: 1, data: { status: 1, content: 'Terms' } }, { show: false }],
    ['no content', { code: 0, data: { status: 1, content: '' } }, { show: false }],
    ['no data', { code: 0 }, { show: false }],
    ['null', null, { show: false }],
    ['garbage', 'x', { show: false }],
  ])('%s', (_label, response, expected) => {
    expect(decideUserAgreement(response)).toEqual(expected);
  });
});
