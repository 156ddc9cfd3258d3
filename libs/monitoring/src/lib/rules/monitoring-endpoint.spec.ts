import { resolveMonitoringEndpoint } from './monitoring-endpoint';

describe('resolveMonitoringEndpoint (OFF unless configured)', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['//evil.test/collect', null],
    ['javascript:alert(1)', null],
    ['ftp://x.test/c', null],
    ['not a url', null],
    ['https://localhost@evil.test/c', null],
    ['/\t/evil.test/c', null],
    ['/_monitoring/collect', '/_monitoring/collect'],
    ['https://perf.example.test/collect', 'https://perf.example.test/collect'],
    [' http://localhost:4318/c ', 'http://localhost:4318/c'],
  ])('%s -> %s', (input, out) => expect(resolveMonitoringEndpoint(input)).toBe(out));
});
