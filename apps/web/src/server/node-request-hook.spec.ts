/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import nextConfig from '../../next.config';
import { drainOnSignals, drainServers, installNodeRequestHook, prepareNodeRequest, stopDraining } from './node-request-hook';
import { SECURITY_HEADERS } from './security-headers';

function fakeExchange(headers: Record<string, string>, method = 'GET', url = '/') {
  const set: Record<string, string> = {};
  let status = 0;
  let body = '';
  const req = { method, url, headers: { ...headers }, socket: { remoteAddress: '198.51.100.7' } } as unknown as IncomingMessage;
  const res = {
    hasHeader: (name: string) => name.toLowerCase() in set,
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    writeHead: (code: number, extra: Record<string, string>) => {
      status = code;
      for (const [k, v] of Object.entries(extra)) set[k.toLowerCase()] = v;
    },
    end: (text: string) => void (body = text),
  } as unknown as ServerResponse;
  return { req, res, set, result: () => ({ status, body }) };
}

describe('prepareNodeRequest', () => {
  it.each([
    [{}, '198.51.100.7'],
    [{ 'x-forwarded-for': '6.6.6.6' }, '6.6.6.6, 198.51.100.7'],
    [{ 'x-forwarded-for': '6.6.6.6, 7.7.7.7' }, '6.6.6.6, 7.7.7.7, 198.51.100.7'],
  ])('appends the socket address to %p → %p', (headers, expected) => {
    const { req, res } = fakeExchange(headers);
    expect(prepareNodeRequest(req, res)).toBe(false);
    expect(req.headers['x-forwarded-for']).toBe(expected);
  });

  it('sets the static security headers, COOP and CORP among them', () => {
    const { req, res, set } = fakeExchange({});
    prepareNodeRequest(req, res);
    expect(set['cross-origin-opener-policy']).toBe('same-origin');
    expect(set['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND'])('answers %s with 405 and Allow', (method) => {
    const { req, res, set, result } = fakeExchange({}, method);
    expect(prepareNodeRequest(req, res)).toBe(true);
    expect(result().status).toBe(405);
    expect(set['allow']).toContain('GET');
    expect(JSON.parse(result().body)).toEqual({ code: 405, message: 'Method not allowed', data: null });
  });

  it.each(['/_next/static/%zz', '/%E4%BD?x=1'])('answers malformed %s with 400', (url) => {
    const { req, res, result } = fakeExchange({}, 'GET', url);
    expect(prepareNodeRequest(req, res)).toBe(true);
    expect(result().status).toBe(400);
  });

  it('keeps next.config headers() equal to the hook headers', async () => {
    const rules = await nextConfig.headers?.();
    expect(rules?.[0]?.headers).toEqual(SECURITY_HEADERS);
  });
});

describe('installNodeRequestHook', () => {
  it('runs once per request on a real server, and only once installed twice', async () => {
    const proto = Object.create(EventEmitter.prototype) as { emit: EventEmitter['emit'] };
    installNodeRequestHook(proto);
    installNodeRequestHook(proto);
    const server = createServer((req, res) => res.end(String(req.headers['x-forwarded-for'])));
    Object.setPrototypeOf(server, Object.assign(Object.create(Object.getPrototypeOf(server)), { emit: proto.emit }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    await new Promise((resolve) => server.close(resolve));
    expect(body).toBe('6.6.6.6, 127.0.0.1');
  });
});

describe('drainServers (graceful stop behind a load balancer, decision 1740)', () => {
  afterEach(() => stopDraining());

  it('answers with Connection: close and lets server.close() finish although a client keeps its connection alive', async () => {
    const proto = Object.create(EventEmitter.prototype) as { emit: EventEmitter['emit'] };
    installNodeRequestHook(proto);
    let release = () => undefined as void;
    let arrived = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const second = new Promise<void>((resolve) => (arrived = resolve));
    let count = 0;
    const server = createServer((_req, res) => {
      count += 1;
      if (count === 1) return res.end('ok');
      arrived();
      void held.then(() => res.end('ok'));
    });
    server.keepAliveTimeout = 65_000;
    Object.setPrototypeOf(server, Object.assign(Object.create(Object.getPrototypeOf(server)), { emit: proto.emit }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = httpRequest({ port, host: '127.0.0.1', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['connection']));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get()).toBe('keep-alive');
    // The balancer's kept connection carries a request in flight when the signal comes.
    const inFlight = get();
    await second;
    // SIGTERM: Next closes the listener (Node closes the connections idle at that moment) and we drain.
    drainServers(10);
    const started = Date.now();
    const closed = new Promise((resolve) => server.close(resolve));
    release();
    expect(await inFlight).toBe('close');
    // Without draining, the connection would stay open (idle, kept alive) for 65 s after its answer.
    await closed;
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it('drains on SIGTERM and SIGINT', () => {
    const handlers: Record<string, () => void> = {};
    drainOnSignals({ once: ((signal: string, fn: () => void) => (handlers[signal] = fn)) as unknown as NodeJS.Process['once'] });
    expect(Object.keys(handlers).sort()).toEqual(['SIGINT', 'SIGTERM']);
  });
});
