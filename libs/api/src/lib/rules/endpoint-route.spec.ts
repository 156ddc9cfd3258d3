import type { EndpointName } from '../endpoints/registry';
import { endpointRoute } from './endpoint-route';

describe('endpointRoute', () => {
  it.each<[EndpointName, string, string]>([
    ['headerCommonData', 'GET', '/api/web/v1/site/common-data'],
    ['footerTips', 'GET', '/api/web/v1/kyc/footerTipsCheck/:subSiteId'],
    ['commonConfig', 'GET', '/static/json/common-config.json'],
    // A helper's relative path gets the default data prefix.
    ['newbiePrizePop', 'GET', '/api/web/v1/welfare/newbiePrizePop'],
  ])('%s is %s %s', (name, method, path) => expect(endpointRoute(name)).toEqual({ method, path }));
});
