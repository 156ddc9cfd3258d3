import { splitTextWithLinks } from './split-text-with-links';

const ALLOW = ['https://www.example.com'];

describe('splitTextWithLinks', () => {
  it.each([
    ['no links', 'Plain notice.', [], [{ type: 'text', text: 'Plain notice.' }]],
    [
      'one internal link',
      'Read the User Agreement now.',
      [{ key: 'User Agreement', link: '/user-agreement' }],
      [
        { type: 'text', text: 'Read the ' },
        { type: 'link', text: 'User Agreement', href: '/user-agreement', internal: true },
        { type: 'text', text: ' now.' },
      ],
    ],
    [
      'allowed origin, key twice',
      'FAQ and FAQ',
      [{ key: 'FAQ', link: 'https://www.example.com/faq' }],
      [
        { type: 'link', text: 'FAQ', href: 'https://www.example.com/faq', internal: false },
        { type: 'text', text: ' and ' },
        { type: 'link', text: 'FAQ', href: 'https://www.example.com/faq', internal: false },
      ],
    ],
    [
      'unsafe link becomes text',
      'Click here please',
      [{ key: 'here', link: 'javascript:alert(1)' }],
      [{ type: 'text', text: 'Click here please' }],
    ],
    [
      'foreign origin becomes text',
      'See announcement',
      [{ key: 'announcement', link: 'https://evil.example.org/' }],
      [{ type: 'text', text: 'See announcement' }],
    ],
    [
      'longer key wins on overlap',
      'Read the Privacy Policy',
      [
        { key: 'Policy', link: '/policy' },
        { key: 'Privacy Policy', link: '/privacy-policy' },
      ],
      [
        { type: 'text', text: 'Read the ' },
        { type: 'link', text: 'Privacy Policy', href: '/privacy-policy', internal: true },
      ],
    ],
    ['key absent from content', 'Nothing to link', [{ key: 'missing', link: '/x' }], [{ type: 'text', text: 'Nothing to link' }]],
    [
      'malformed link entries ignored',
      'A B',
      [null, 5, { key: '' }, { link: '/x' }, { key: 'B', link: '/b' }],
      [
        { type: 'text', text: 'A ' },
        { type: 'link', text: 'B', href: '/b', internal: true },
      ],
    ],
    [
      'a {key} placeholder becomes the link (braces dropped)',
      'Not available in your region. See {terms}.',
      [{ key: 'terms', link: '/user-agreement' }],
      [
        { type: 'text', text: 'Not available in your region. See ' },
        { type: 'link', text: 'terms', href: '/user-agreement', internal: true },
        { type: 'text', text: '.' },
      ],
    ],
    [
      'an unsafe placeholder link becomes its key as text',
      'See {notice}.',
      [{ key: 'notice', link: '//evil.com' }],
      [{ type: 'text', text: 'See notice.' }],
    ],
    ['text_link not a list', 'Hello', 'oops', [{ type: 'text', text: 'Hello' }]],
    ['empty content', '', [{ key: 'a', link: '/a' }], []],
    ['content not a string', 42, [], []],
  ])('%s', (_label, content, links, expected) => {
    expect(splitTextWithLinks(content, links, ALLOW)).toEqual(expected);
  });
});
