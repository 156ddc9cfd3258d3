import { containsHtml, sanitizeServerHtml } from './sanitize-server-html';

const ALLOW = ['https://www.example.com'];

describe('sanitizeServerHtml', () => {
  it.each([
    ['keeps emphasis and paragraphs', '<p>Hello <strong>user</strong><br/></p>', '<p>Hello <strong>user</strong><br /></p>'],
    ['keeps an internal link', '<a href="/user-agreement">terms</a>', '<a href="/user-agreement">terms</a>'],
    ['keeps an allowed-origin link', '<a href="https://www.example.com/faq">FAQ</a>', '<a href="https://www.example.com/faq">FAQ</a>'],
    ['drops a foreign link href', '<a href="https://evil.example.org">x</a>', '<a>x</a>'],
    ['drops javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops entity-encoded javascript: href', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops protocol-relative href', '<a href="//evil.com">x</a>', '<a>x</a>'],
    ['drops other attributes', '<a href="/x" onclick="steal()" target="_top" style="color:red">x</a>', '<a href="/x">x</a>'],
    ['strips script with its body', 'Hi<script>alert(1)</script>!', 'Hi!'],
    ['strips style with its body', '<style>body{}</style>ok', 'ok'],
    ['strips iframe', '<iframe src="https://evil"></iframe>ok', 'ok'],
    ['strips unknown tags, keeps their text', '<div><img src=x onerror=alert(1)>text</div>', 'text'],
    ['strips event attributes on whitelisted tags', '<p onmouseover="x()">t</p>', '<p>t</p>'],
    ['strips comments', 'a<!-- secret -->b', 'ab'],
    ['escapes a stray closing bracket', '<p>5 > 3</p>', '<p>5 &gt; 3</p>'],
    ['keeps entities as written', '<p>1 &lt; 2</p>', '<p>1 &lt; 2</p>'],
  ])('%s', (_label, input, expected) => {
    expect(sanitizeServerHtml(input, ALLOW)).toBe(expected);
  });

  it('bad input gives an empty string', () => {
    expect(sanitizeServerHtml(null)).toBe('');
    expect(sanitizeServerHtml(42)).toBe('');
  });
});

describe('containsHtml', () => {
  it.each([
    ['<p>x</p>', true],
    ['a <b>b</b>', true],
    ['1 < 2 and 3 > 2', false],
    ['plain', false],
    [null, false],
  ])('%p → %p', (input, expected) => {
    expect(containsHtml(input)).toBe(expected);
  });
});
