/** Monitoring event name of a call that gave its fallback. */
export const API_FALLBACK_EVENT = 'api_fallback';
