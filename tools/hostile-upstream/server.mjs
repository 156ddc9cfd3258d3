#!/usr/bin/env node
// A hostile exchange for the hostile-upstream suite (issue 13 item 7, decision 0811). It answers every path the app
// calls with the exchange envelope, misbehaving as told: one global mode (POST /__hostile/mode?mode=<m>), or per
// request with an `x-hostile-mode` header (the app's proxy passes unknown request headers on).
//
//   node tools/hostile-upstream/server.mjs [--port 3151]
//
// Control: GET /__hostile/stats → { mode, pending, sockets, requests }; POST /__hostile/reset clears the log;
// GET /__hostile/corpus → the `links` mode's corpus (link-corpus.mjs).
// The `links` mode (issue 26 items 2, 6; decision 1870) answers the calls whose fields the pages render as links or
// images with the hostile corpus: lists carry all of it, single fields take the next value on each request.
// In the well-behaved `ok` mode, POST /api/web/v1/usercenter/login opens a session (Set-Cookie `session=<id>`,
// HttpOnly) and every logged request says whether its `session` cookie is one it opened (`session: 'known'`), so
// a check can follow one session through several app instances (the two-instance check, decision 1740).
// Safety: listens on 127.0.0.1 only; drips and hangs are bounded; it exits on its own when its parent goes away
// (the Playwright run ends), on SIGTERM/SIGINT, or after HOSTILE_MAX_SECONDS (default 900).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { CONTROL_IMAGE, CONTROL_LINKS, HOSTILE_IMAGES, HOSTILE_LINKS } from './link-corpus.mjs';

const MODES = [
  'ok',
  'hang',
  'drip',
  'reset',
  'http500',
  'http503',
  'invalid-json',
  'truncated-json',
  'wrong-types',
  'huge',
  'xss',
  'leak',
  'redirect',
  'slow-headers',
  'links',
];

const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env['HOSTILE_PORT'] ?? 3151));
const maxSeconds = Number(process.env['HOSTILE_MAX_SECONDS'] ?? 900);

/** Payloads that would run script if any string reached the DOM as HTML or a URL unchecked. */
const XSS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '"><script>window.__xss=(window.__xss||0)+1</script>',
  'javascript:window.__xss=(window.__xss||0)+1//',
  '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
];
const xssUrl = 'javascript:window.__xss=(window.__xss||0)+1//';

/** An answer in the envelope's shape whose every string is a payload (field names the app's calls read). */
function xssData() {
  const item = (i) => ({
    title: XSS[i % XSS.length],
    content: XSS[(i + 1) % XSS.length],
    text: XSS[(i + 2) % XSS.length],
    name: XSS[(i + 3) % XSS.length],
    nick: XSS[i % XSS.length],
    message: XSS[(i + 1) % XSS.length],
    msg: XSS[(i + 2) % XSS.length],
    button: XSS[(i + 3) % XSS.length],
    submit_button: XSS[i % XSS.length],
    url: xssUrl,
    link: xssUrl,
    href: xssUrl,
    image: xssUrl,
    icon: xssUrl,
    symbol: XSS[i % XSS.length],
  });
  return {
    ...item(0),
    list: [item(1), item(2)],
    datas: [item(3)],
    tips: item(4),
    toast: item(5),
    limit: item(6),
    user_info: { nick: XSS[0], email: XSS[1] },
    languages: [{ code: XSS[2], name: XSS[3] }],
    card: item(7),
  };
}

const json = (res, status, body, headers = {}) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
};

const state = { mode: 'ok', requests: [], pending: 0, sockets: 0, turn: 0 };

const LINKS = [...HOSTILE_LINKS, ...CONTROL_LINKS];
const IMAGES = [...HOSTILE_IMAGES, CONTROL_IMAGE];
/** The next value of a single field (one request, one value): over a few page loads every value is served. */
const nextOf = (values) => values[state.turn++ % values.length];
const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** Server HTML with one anchor per link value, and `{Ln}` placeholders for the text_link entries. */
const corpusHtml = () =>
  `<p>Read ${LINKS.map((link, i) => `<a href="${attr(link)}">H${i}</a>`).join(' ')} and ${LINKS.map((_, i) => `{L${i}}`).join(' ')}.</p>`;
const corpusTextLinks = () => LINKS.map((link, i) => ({ key: `L${i}`, link }));
const benefitImages = () => ({ benefit_1_img: nextOf(IMAGES), benefit_2_img: nextOf(IMAGES), benefit_3_img: nextOf(IMAGES) });

/** The `links` mode's answer for a path the app renders links or images from; null: the `ok` answer. */
function linksAnswer(pathname) {
  const envelope = (data) => ({ code: 0, message: '', data });
  if (pathname === '/api/web/v1/content/trending_stories')
    return envelope({ list: LINKS.map((url, i) => ({ title: `Story ${i}`, url, meta: 'corpus' })) });
  if (pathname === '/api/web/v1/marketing/targeted-popup-plan/list')
    return envelope({
      list: [
        {
          plan_id: `corpus-${state.turn}`,
          plan_name: 'corpus',
          title: 'Corpus banner',
          content: 'A banner whose link and images come from the hostile corpus.',
          img: nextOf(IMAGES),
          img_h5: nextOf(IMAGES),
          url: nextOf(LINKS),
          position: 'index',
          extras: { tier: 3, benefit_title: 'Benefits', ...benefitImages(), vip_popup_type: 'VIP_UPGRADED' },
        },
      ],
    });
  if (pathname === '/api/web/v1/marketing/get-user-plans')
    return envelope({
      currency: '',
      card: LINKS.map((url, i) => ({
        id: i + 1,
        title: `Card ${i}`,
        url,
        img: IMAGES[i % IMAGES.length],
        img_v2: '',
        sort: i,
        plan_name: 'corpus',
        data_type: '1',
      })),
    });
  if (pathname.startsWith('/api/web/v1/kyc/footerTipsCheck/'))
    return {
      resMsg: { code: 0, message: '' },
      datas: [
        {
          title: 'Corpus notice',
          content: corpusHtml(),
          text_link: corpusTextLinks(),
          ok_button: 'Open',
          cancel_button: 'Close',
          ok_button_router: nextOf(LINKS),
          no_close_button: 0,
          type: '1',
        },
      ],
    };
  if (pathname === '/api/web/v1/compliance/check' || pathname === '/api/web/v1/site/menu-config')
    return envelope({
      menu: [],
      tips: {
        enable: 1,
        path: ['home', 'login', 'register'],
        options: { maxCount: 99 },
        title: 'Corpus tip',
        content: corpusHtml(),
        text_link: corpusTextLinks(),
        ok_button: 'Open',
        ok_button_router: nextOf(LINKS),
      },
    });
  if (pathname === '/api/web/v1/welfare/newbiePrizeGuide')
    return envelope({
      reward_currency: 'USDT',
      steps: ['signup', 'kyc', 'deposit', 'trade'].map((key) => ({ key, title: '', reward_num: '10', url: nextOf(LINKS) })),
    });
  if (pathname === '/api/web/v1/compliance-kyc/ip-penetration/check')
    return envelope({ result: 3, title: 'Corpus', content: corpusHtml(), button: 'Open', url: nextOf(LINKS), token: '', closable: 1 });
  if (pathname === '/api/web/v1/marketing-activity/og_show')
    return envelope({ title: 'Corpus', description: 'Corpus', image: nextOf(IMAGES) });
  if (pathname === '/static/json/download-links.json') {
    const entry = () => ({ c: nextOf(LINKS), china_apk: nextOf(LINKS), overseas_apk: nextOf(LINKS) });
    return Object.fromEntries(['home', 'trade', 'price', 'mobileapp'].map((page) => [page, { h5: entry(), web: entry() }]));
  }
  return null;
}
/** Sessions opened by the `ok` mode's login (bounded). */
const sessions = new Set();
const LOGIN_PATH = '/api/web/v1/usercenter/login';
const sessionOf = (cookie) => /(?:^|;\s*)session=([^;]*)/.exec(cookie ?? '')?.[1] ?? null;
const timers = new Set();
const later = (ms, fn) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    fn();
  }, ms);
  timers.add(timer);
};

function misbehave(mode, req, res) {
  switch (mode) {
    case 'hang':
      return; // never answers; the socket stays until the client gives up
    case 'drip': {
      res.writeHead(200, { 'content-type': 'application/json' });
      const body = '{"code":0,"data":{"padding":"' + 'x'.repeat(600) + '"}}';
      let i = 0;
      const step = () => {
        if (res.destroyed || i >= body.length) return res.end();
        res.write(body[i]);
        i += 1;
        later(500, step); // one byte every 500 ms: the whole body would take minutes
      };
      return step();
    }
    case 'reset':
      return req.socket.destroy();
    case 'slow-headers': {
      // A status line, then the headers one byte every 500 ms: the answer's head never completes in useful time.
      const head = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nx-padding: ' + 'x'.repeat(600) + '\r\n\r\n';
      let i = 0;
      const step = () => {
        if (req.socket.destroyed || i >= head.length) return req.socket.destroy();
        req.socket.write(head[i]);
        i += 1;
        later(500, step);
      };
      return step();
    }
    case 'http500':
      return json(res, 500, '<html><body>Internal Server Error</body></html>', { 'content-type': 'text/html' });
    case 'http503':
      return json(res, 503, { code: 503, message: 'maintenance' });
    case 'invalid-json':
      return json(res, 200, "{code: 0, data: {'not': json}}");
    case 'truncated-json':
      return json(res, 200, '{"code":0,"data":{"list":[{"a":1},');
    case 'wrong-types':
      return json(res, 200, { code: '0', data: { list: 'not-a-list', status: { nested: true }, total_usd: [1], menu: 42 }, resMsg: 'x' });
    case 'huge': {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,"data":{"blob":"');
      const chunk = 'a'.repeat(1024 * 1024);
      for (let i = 0; i < 11; i += 1) res.write(chunk);
      return res.end('"}}');
    }
    case 'xss':
      return json(res, 200, {
        code: 0,
        message: XSS[0],
        msg: XSS[1],
        data: xssData(),
        resMsg: { code: 0, message: XSS[2] },
        datas: [xssData()],
      });
    case 'leak':
      res.setHeader('set-cookie', ['session=stolen; Domain=.evil.example; Path=/; SameSite=None; Secure', 'tracker=1; Path=/']);
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('cache-control', 'public, max-age=31536000');
      return json(res, 200, { code: 0, data: null });
    case 'redirect':
      res.writeHead(302, { location: 'https://evil.example/phish' });
      return res.end();
    case 'links': {
      const answer = linksAnswer(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      return json(res, 200, answer ?? { code: 0, data: null });
    }
    default: {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === LOGIN_PATH && sessions.size < 1000) {
        const id = randomBytes(16).toString('hex');
        sessions.add(id);
        return json(res, 200, { code: 0, data: { login: true } }, { 'set-cookie': `session=${id}; Path=/; HttpOnly; SameSite=Lax` });
      }
      return json(res, 200, { code: 0, data: null });
    }
  }
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/__hostile/stats')
    return json(res, 200, { mode: state.mode, pending: state.pending, sockets: state.sockets, requests: state.requests });
  if (url.pathname === '/__hostile/corpus')
    return json(res, 200, { links: HOSTILE_LINKS, controlLinks: CONTROL_LINKS, images: HOSTILE_IMAGES, controlImage: CONTROL_IMAGE });
  if (url.pathname === '/__hostile/reset' && req.method === 'POST') {
    state.requests = [];
    return json(res, 200, { ok: true });
  }
  if (url.pathname === '/__hostile/mode' && req.method === 'POST') {
    const mode = url.searchParams.get('mode') ?? '';
    if (!MODES.includes(mode)) return json(res, 400, { error: `unknown mode ${mode}`, modes: MODES });
    state.mode = mode;
    return json(res, 200, { mode });
  }

  const header = req.headers['x-hostile-mode'];
  const mode = typeof header === 'string' && MODES.includes(header) ? header : state.mode;
  const cookie = req.headers['cookie'] ?? null;
  const session = sessionOf(cookie);
  if (state.requests.length < 2000)
    state.requests.push({
      method: req.method,
      url: req.url,
      mode,
      cookie,
      // What reached the exchange, for the checks on forwarded headers (issue 26 item 3).
      headers: req.headers,
      session: session === null ? null : sessions.has(session) ? 'known' : 'unknown',
    });
  state.pending += 1;
  let open = true;
  const done = () => {
    if (open) state.pending -= 1;
    open = false;
  };
  res.on('finish', done);
  res.on('close', done);
  req.resume();
  misbehave(mode, req, res);
});

server.on('connection', (socket) => {
  state.sockets += 1;
  socket.on('close', () => (state.sockets -= 1));
});
server.requestTimeout = 0;
server.headersTimeout = 10_000;

const stop = () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop();
  }
  if (process.ppid !== parent) stop();
}, 1000).unref();
setTimeout(stop, maxSeconds * 1000).unref();

server.listen(port, '127.0.0.1', () => console.log(`hostile exchange on http://127.0.0.1:${port}`));
