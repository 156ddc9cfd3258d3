/**
 * `node:crypto` in the browser, for the sandbox's order book (`nodejs-order-book` names its orders with
 * `randomUUID`, decision 1883): the Web Crypto API has the same function. Aliased by preset.mjs.
 */
export const randomUUID = (): string => globalThis.crypto.randomUUID();
