import type { FiatChannel, FiatMethod } from '@exchange/api';

/**
 * The sandbox's fiat deposit channels (decision 1933), close to what large exchanges offer in Europe, the UK, the US
 * and Brazil. `max` is the KYC level 2 limit; a level-1 user gets `LEVEL_1_MAX` at most.
 */
const method = (m: FiatMethod): FiatMethod => m;
export const FIAT_CHANNELS: readonly FiatChannel[] = [
  {
    fiat: 'EUR',
    methods: [
      method({ id: 'sepa', min: '15', max: '50000', fee_rate: '0', fee_min: '0', eta_minutes: 1440 }),
      method({ id: 'card', min: '15', max: '5000', fee_rate: '0.018', fee_min: '1.5', eta_minutes: 0 }),
    ],
  },
  {
    fiat: 'GBP',
    methods: [
      method({ id: 'faster_payments', min: '10', max: '50000', fee_rate: '0', fee_min: '0', eta_minutes: 60 }),
      method({ id: 'card', min: '15', max: '5000', fee_rate: '0.018', fee_min: '1.5', eta_minutes: 0 }),
    ],
  },
  {
    fiat: 'USD',
    methods: [
      method({ id: 'swift', min: '100', max: '100000', fee_rate: '0', fee_min: '15', eta_minutes: 2880 }),
      method({ id: 'card', min: '20', max: '5000', fee_rate: '0.02', fee_min: '2', eta_minutes: 0 }),
    ],
  },
  { fiat: 'BRL', methods: [method({ id: 'pix', min: '50', max: '100000', fee_rate: '0', fee_min: '0', eta_minutes: 0 })] },
];

/** A KYC level-1 user may deposit at most this much per deposit (in the fiat); level 2 and above the method's max. */
export const LEVEL_1_MAX = 2000;

/** The channels with the user's limits. */
export const channelsFor = (fullLimits: boolean): FiatChannel[] =>
  FIAT_CHANNELS.map((channel) => ({
    ...channel,
    methods: channel.methods.map((m) => (fullLimits ? m : { ...m, max: String(Math.min(Number(m.max), LEVEL_1_MAX)) })),
  }));

/** The fee of `amount` by a method: the rate, at least the minimum, in cents (half up). */
export const fiatFee = (m: FiatMethod, amount: number): number =>
  Math.round(Math.max(amount * Number(m.fee_rate), Number(m.fee_min)) * 100) / 100;
