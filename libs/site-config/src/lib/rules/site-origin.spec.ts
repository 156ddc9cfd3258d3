import type { SiteKey } from '../data/site-keys';
import { siteOrigin } from './site-origin';

const SITE_HOSTS = 'exchange.example=main,us.exchange.example=us,http://uk.exchange.example:8080=uk';
const env = {};

describe('siteOrigin', () => {
  it.each<[SiteKey, string | undefined, string]>([
    ['us', 'http://localhost:3000', 'http://us.localhost:3000'],
    ['main', 'http://us.localhost:3000', 'http://localhost:3000'],
    ['tr', 'http://127.0.0.1:4200', 'http://tr.localhost:4200'],
    ['jp', 'http://localhost', 'http://jp.localhost'],
    ['eu', 'http://uk.localhost:3001/some/path', 'http://eu.localhost:3001'],
  ])('%s from local request %p → %s', (key, requestOrigin, expected) => {
    expect(siteOrigin(key, { requestOrigin, env })).toBe(expected);
  });

  it.each<[SiteKey, string]>([
    ['main', 'https://exchange.example'],
    ['us', 'https://us.exchange.example'],
    ['uk', 'http://uk.exchange.example:8080'],
  ])('%s from SITE_HOSTS → %s (even when running locally)', (key, expected) => {
    expect(siteOrigin(key, { requestOrigin: 'http://localhost:3000', siteHosts: SITE_HOSTS, env })).toBe(expected);
  });

  it.each<[SiteKey, string | undefined | null, string]>([
    ['au', 'https://exchange.example', 'https://au.example-exchange.test'],
    ['bs', undefined, 'https://bs.example-exchange.test'],
    ['tr', null, 'https://tr.example-exchange.test'],
    ['ae', 'not a url', 'https://ae.example-exchange.test'],
  ])('%s without a host entry (request %p) → the configured domain %s', (key, requestOrigin, expected) => {
    expect(siteOrigin(key, { requestOrigin, siteHosts: SITE_HOSTS, env })).toBe(expected);
  });

  it('uses the env domain when configured', () => {
    expect(siteOrigin('us', { env: { SITE_US_DOMAIN: 'us.exchange.example' } })).toBe('https://us.exchange.example');
  });
});

describe('siteOrigin without SITE_HOSTS', () => {
  it('main → the configured www domain', () => {
    expect(siteOrigin('main', { env })).toBe('https://www.example-exchange.test');
  });
});
