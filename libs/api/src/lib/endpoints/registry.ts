import * as account from './account';
import * as accountCentre from './account-centre';
import * as accountServices from './account-services';
import * as analytics from './analytics';
import * as auth from './auth';
import * as compliance from './compliance';
import * as content from './content';
import * as contentHub from './content-hub';
import * as copyTrading from './copy-trading';
import type { Endpoint, InputOf } from './define-endpoint';
import * as earn from './earn';
import { ENDPOINT_DOMAINS, type EndpointModules, type EndpointName, type EndpointOf } from './endpoint-domains';
import * as launch from './launch';
import * as market from './market';
import * as marketing from './marketing';
import * as money from './money';
import * as site from './site';
import * as trading from './trading';
import * as wallet from './wallet';

const MODULES: EndpointModules = {
  account,
  accountCentre,
  accountServices,
  analytics,
  auth,
  compliance,
  content,
  contentHub,
  copyTrading,
  earn,
  launch,
  market,
  marketing,
  money,
  site,
  trading,
  wallet,
};

export type Endpoints = { readonly [N in EndpointName]: EndpointOf<N> };
export type { EndpointName };

/**
 * Every call of specs 01, 02 and 03, declared once (decision 0200 has the table), loaded eagerly: for the server,
 * the sandbox and the tests. The browser's client loads them by domain (`endpoint-domains.ts`, decision 1950).
 */
export const ENDPOINTS = Object.fromEntries(
  Object.entries(ENDPOINT_DOMAINS).map(([name, domain]) => [name, (MODULES[domain] as unknown as Record<string, Endpoint>)[name]]),
) as unknown as Endpoints;

/** What a caller passes to `client.call(name, input)`. */
export type EndpointInput<N extends EndpointName> = InputOf<Endpoints[N]['input']>;
/** What `client.call(name)` resolves to (the fallback has the same type). */
export type EndpointData<N extends EndpointName> = Endpoints[N]['fallback'];
/** Every endpoint, with its types erased, for iteration (handlers, docs, tests). */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

export const isEndpointName = (name: string): name is EndpointName => Object.prototype.hasOwnProperty.call(ENDPOINTS, name);
