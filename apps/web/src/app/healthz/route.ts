/**
 * Liveness for load balancers, orchestrators and the container's HEALTHCHECK (decision 1740): 200 `ok` as long as
 * this process serves requests. It calls no exchange, so an exchange outage never takes every instance out of the
 * balancer (the pages have their own fallbacks, decision 0810). Never cached.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response('ok\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store, private' },
  });
}
