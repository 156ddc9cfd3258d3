// The hostile exchange's link and image corpus (issue 26 items 2 and 6, decision 1870): every value a server could put
// in a field the pages render as a link or an image, to escape the site or run script. The `links` mode of
// server.mjs serves them in every such field it knows; hardening.hostile.ts reads them from GET /__hostile/corpus.
// Every hostile value names an attacker host containing `evil` (or runs `window.__xss`), so a check can recognise
// any that got through whatever the browser made of it. The controls are safe site paths: they must be rendered,
// which proves the page showed the server's content at all.

const XSS = 'window.__xss=(window.__xss||0)+1';

/** Hostile link values: schemes, protocol-relative and slash tricks, userinfo, whitespace and Unicode, encodings. */
export const HOSTILE_LINKS = [
  `javascript:${XSS}//`,
  `JaVaScRiPt:${XSS}//`,
  ` javascript:${XSS}//`,
  `java\tscript:${XSS}//`,
  `java\nscript:${XSS}//`,
  `\u0001javascript:${XSS}//`,
  `javascript&colon;${XSS}//`,
  `data:text/html,<script>${XSS}</script>`,
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'vbscript:msgbox("evil")',
  '//evil.example/phish',
  '///evil.example/phish',
  '\\\\evil.example/phish',
  '/\\evil.example/phish',
  '\\/evil.example/phish',
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  '/\r/evil.example/phish',
  ' //evil.example/phish',
  '/%2F%2Fevil.example/phish',
  '/%252F%252Fevil.example/phish',
  '/%5Cevil.example/phish',
  '/%09/evil.example/phish',
  'https://evil.example/phish',
  'http://evil.example/phish',
  'HTTPS://EVIL.EXAMPLE/phish',
  'https:evil.example/phish',
  'https:/evil.example/phish',
  'https:\\\\evil.example/phish',
  'https://localhost@evil.example/phish',
  'https://localhost:3150@evil.example/phish',
  'https://www.example-exchange.test@evil.example/phish',
  'https://www.example-exchange.test.evil.example/phish',
  'https://evil\u3002example/phish',
  'https://\uff45vil.example/phish',
  '\u2028https://evil.example/phish',
  '\u00a0https://evil.example/phish',
  'https://evil.example\u0000.www.example-exchange.test/',
  'evil.example/phish',
];

/** Safe site paths: each must come out as a working link on the site. */
export const CONTROL_LINKS = ['/trade/BTC_USDT?from=corpus', '/price?from=corpus'];

/** Hostile image values: other hosts, userinfo in front of the site's image origin, script and data URLs. */
export const HOSTILE_IMAGES = [
  'https://evil.example/banner.png',
  '//evil.example/banner.png',
  'http://static.example-exchange.test.evil.example/banner.png',
  'https://static.example-exchange.test@evil.example/banner.png',
  '/\t/evil.example/banner.png',
  '/\\evil.example/banner.png',
  `javascript:${XSS}//`,
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' id='evil'/>",
  'data:image/png;base64,ZXZpbA==',
  'https://evil.example/banner.png" onerror="window.__xss=1',
];

/** A safe image value: a site path (the sandbox's own banner art, shipped in the build's public files). */
export const CONTROL_IMAGE = '/static/sandbox/banner.svg';
