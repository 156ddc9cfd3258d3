export interface ChatMessage {
  id: string;
  author: string;
  text: string;
}

/** A few seeded messages per group (the sandbox chat): unknown groups start empty. */
export const SEEDED_MESSAGES: Readonly<Record<string, readonly ChatMessage[]>> = {
  general: [
    { id: 'g1', author: 'Support', text: 'Welcome to the community chat.' },
    { id: 'g2', author: 'trader_01', text: 'BTC looks strong today.' },
  ],
  btc: [
    { id: 'b1', author: 'Support', text: 'BTC/USDT discussion. Be kind.' },
    { id: 'b2', author: 'hodler', text: 'Anyone watching the 4h chart?' },
  ],
  service: [{ id: 's1', author: 'Support', text: 'Hello! How can we help you today?' }],
};

/** A group id from the host's props: lower-case letters, digits and dashes, else `general`. */
export function groupOf(raw: unknown): string {
  return typeof raw === 'string' && /^[a-z0-9-]{1,32}$/.test(raw) ? raw : 'general';
}
