import { matchContentPage } from './content-pages';

describe('matchContentPage', () => {
  it.each([
    ['/user-agreement', 'web.content.agreement.title'],
    ['/legal/user-agreement', 'web.content.agreement.title'],
    ['/privacy-policy/', 'web.content.privacy.title'],
    ['/legal/disclosures', 'web.content.disclosures.title'],
    ['/legal/privacy-and-cookie-policy', 'web.content.cookies.title'],
    ['/about_us', 'web.content.about.title'],
    ['/page/contacts', 'web.content.contacts.title'],
    ['/fee', 'web.content.fees.title'],
  ])('%s', (path, titleId) => expect(matchContentPage(path)?.title.id).toBe(titleId));

  it.each(['/nope', '/legal', '/user-agreement/extra', ''])('%s is not a content page', (path) =>
    expect(matchContentPage(path)).toBeNull(),
  );
});
