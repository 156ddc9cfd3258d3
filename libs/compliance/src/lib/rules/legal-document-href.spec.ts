import { legalDocumentHref, type LocalizeHref } from './legal-document-href';

const toZh: LocalizeHref = (path) => `/zh${path}`;
const broken: LocalizeHref = () => {
  throw new Error('no locale');
};

describe('legalDocumentHref (01 §2 legal documents keep the visitor language)', () => {
  it.each<[string, boolean, LocalizeHref | undefined, string]>([
    ['/user-agreement', false, toZh, '/zh/user-agreement'],
    ['/legal/privacy-policy', false, toZh, '/zh/legal/privacy-policy'],
    ['/page/contacts', false, toZh, '/zh/page/contacts'],
    ['/user-agreement', false, undefined, '/user-agreement'],
    ['/static/legal/eu/user-agreement.pdf', true, toZh, '/static/legal/eu/user-agreement.pdf'],
    ['https://www.example.test/terms', false, toZh, 'https://www.example.test/terms'],
    ['//cdn.example.test/terms', false, toZh, '//cdn.example.test/terms'],
    ['/user-agreement', false, broken, '/user-agreement'],
    ['/user-agreement', false, () => '', '/user-agreement'],
  ])('%s (pdf %s) → %s', (href, pdf, localize, expected) => {
    expect(legalDocumentHref({ href, pdf }, localize)).toBe(expected);
  });
});
