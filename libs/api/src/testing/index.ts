export { createFixtureClient, holdCalls } from './fixture-client';
export type { FixtureClient, FixtureData } from './fixture-client';
export { fixtureApi } from './fixture-api';
export type { FixtureApi, FixtureFailures } from './fixture-api';
export { SAMPLE_INPUTS } from './sample-inputs';
export { sampleOrderEvent } from './sample-order-events';
export { SAMPLE_FUTURES_POSITION } from './sample-positions';
export { createFakeRealtimeClient } from './fake-realtime';
export type { FakeRealtimeClient } from './fake-realtime';
