/** Headers the proxy adds to a page request for the server components to read. */
export const REQUEST_HEADERS = {
  nonce: 'x-nonce',
  site: 'x-site',
  locale: 'x-locale',
  pathname: 'x-pathname',
  search: 'x-search',
  origin: 'x-origin',
} as const;
