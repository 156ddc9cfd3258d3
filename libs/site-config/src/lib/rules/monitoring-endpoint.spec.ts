import { SANDBOX_OTLP_ENDPOINT, monitoringEndpoint } from './monitoring-endpoint';
import { endpointConnectSource } from './third-party-endpoint';

describe('monitoringEndpoint (spec 03 §7 third-party performance service, decision 1823)', () => {
  it.each([
    [
      'configured https collector',
      { MONITORING_OTLP_ENDPOINT: 'https://otel.example.test/v1/logs', EXCHANGE_API_ORIGIN: 'https://x' },
      'https://otel.example.test/v1/logs',
    ],
    [
      'configured wins over the sandbox',
      { MONITORING_OTLP_ENDPOINT: 'https://otel.example.test/v1/logs' },
      'https://otel.example.test/v1/logs',
    ],
    ['http only on localhost', { MONITORING_OTLP_ENDPOINT: 'http://localhost:4318/v1/logs' }, 'http://localhost:4318/v1/logs'],
    ['plain http elsewhere is refused', { MONITORING_OTLP_ENDPOINT: 'http://otel.example.test/v1/logs' }, null],
    ['credentials in the URL are refused', { MONITORING_OTLP_ENDPOINT: 'https://u:p@otel.example.test/v1/logs' }, null],
    ['not a URL', { MONITORING_OTLP_ENDPOINT: 'otel' }, null],
    ['sandbox mode: the sandbox plays the collector', {}, SANDBOX_OTLP_ENDPOINT],
    ['a real exchange without a collector: off', { EXCHANGE_API_ORIGIN: 'https://api.example.test' }, null],
  ])('%s', (_label, env, expected) => expect(monitoringEndpoint(env)).toBe(expected));
});

describe('endpointConnectSource (CSP connect-src)', () => {
  it.each([
    ['https://otel.example.test/v1/logs', 'https://otel.example.test'],
    [SANDBOX_OTLP_ENDPOINT, null],
    [null, null],
  ])('%s → %s', (endpoint, expected) => expect(endpointConnectSource(endpoint)).toBe(expected));
});
