import type { HttpMethod } from '../endpoints/endpoint-kind';
import { ENDPOINTS, type EndpointName } from '../endpoints/registry';
import { resolveEndpointPath } from './request-url';

/** Where a declared call is sent: its method and resolved path template (`:name` parameters left in). */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

/** The method and path of a declared call, e.g. for a server's cache of site-wide answers (decision 1510). */
export const endpointRoute = (name: EndpointName): EndpointRoute => {
  const endpoint = ENDPOINTS[name];
  return { method: endpoint.method, path: resolveEndpointPath(endpoint.path, endpoint.kind) };
};
