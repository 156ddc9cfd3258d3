export { createFixtureClient } from './fixture-client';
export type { FixtureClient, FixtureData } from './fixture-client';
export { SAMPLE_INPUTS } from './sample-inputs';
