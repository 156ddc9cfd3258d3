import { SANDBOX_CHARTING_SNAPSHOT_ENDPOINT, chartingSnapshotEndpoint } from './charting-host';

describe('chartingSnapshotEndpoint (spec 02 §2, decision 1860)', () => {
  it.each([
    ['the embedded sandbox plays the host', {}, SANDBOX_CHARTING_SNAPSHOT_ENDPOINT],
    ['a real exchange without a host: PNG download', { EXCHANGE_API_ORIGIN: 'https://api.example' }, null],
    ['a configured https host', { CHARTING_SNAPSHOT_ENDPOINT: 'https://charts.example/snapshot/' }, 'https://charts.example/snapshot/'],
    [
      'a configured host wins over the sandbox and a real exchange',
      { CHARTING_SNAPSHOT_ENDPOINT: ' https://charts.example/s ', EXCHANGE_API_ORIGIN: 'https://api.example' },
      'https://charts.example/s',
    ],
    ['http on localhost', { CHARTING_SNAPSHOT_ENDPOINT: 'http://localhost:9000/s' }, 'http://localhost:9000/s'],
    ['http elsewhere is refused', { CHARTING_SNAPSHOT_ENDPOINT: 'http://charts.example/s' }, null],
    ['credentials in the URL are refused', { CHARTING_SNAPSHOT_ENDPOINT: 'https://u:p@charts.example/s' }, null],
    ['not a URL', { CHARTING_SNAPSHOT_ENDPOINT: 'charts' }, null],
    ['javascript:', { CHARTING_SNAPSHOT_ENDPOINT: 'javascript:alert(1)' }, null],
  ] as const)('%s', (_label, env, expected) => {
    expect(chartingSnapshotEndpoint(env)).toBe(expected);
  });
});
