import type { EndpointKind } from '../endpoints/endpoint-kind';

/** Spec 03 §7/§9: default request timeout. */
export const DEFAULT_TIMEOUT_MS = 20000;
/** Spec 03 §7/§9: the shared helpers' timeout. */
export const HELPER_TIMEOUT_MS = 5000;

/** The timeout of a call of the given kind; an unknown kind gets the default. */
export const timeoutForKind = (kind: EndpointKind | string): number => (kind === 'helper' ? HELPER_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
