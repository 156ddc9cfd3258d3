import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { microAppDistDir, microAppFault, parseMicroAppRequest, readMicroAppAsset, throwingEntry } from './micro-app-files';

describe('parseMicroAppRequest', () => {
  it.each([
    ['chatroom', 'entry.js', { name: 'chatroom', file: 'entry.js' }],
    ['chatroom', 'manifest.json', { name: 'chatroom', file: 'manifest.json' }],
    ['chatroom', 'package.json', null],
    ['..', 'entry.js', null],
    ['Chatroom', 'entry.js', null],
    ['chat%2F..', 'entry.js', null],
  ])('%s/%s → %p', (name, file, expected) => {
    expect(parseMicroAppRequest(name, file)).toEqual(expected);
  });
});

describe('microAppFault (sandbox_micro_app_fault cookie)', () => {
  it.each([
    [undefined, null],
    ['chatroom:missing', 'missing'],
    ['chatroom:throw', 'throw'],
    ['login:missing', null],
    ['chatroom:explode', null],
  ])('%p → %p', (cookie, expected) => {
    expect(microAppFault(cookie, 'chatroom')).toBe(expected);
  });
});

describe('readMicroAppAsset and microAppDistDir', () => {
  const dist = mkdtempSync(join(tmpdir(), 'micro-'));
  mkdirSync(join(dist, 'micro-chatroom'));
  writeFileSync(join(dist, 'micro-chatroom/entry.js'), 'console.log(1)');
  writeFileSync(join(dist, 'micro-chatroom/manifest.json'), '{"name":"chatroom","version":"1.2.0","entry":"entry.js"}');

  it('reads the file with the manifest version', () => {
    expect(readMicroAppAsset(dist, 'chatroom', 'entry.js')).toEqual({ body: 'console.log(1)', version: '1.2.0' });
  });
  it('is null for a micro-app that was not built', () => {
    expect(readMicroAppAsset(dist, 'login', 'entry.js')).toBeNull();
  });
  it('takes MICRO_APP_DIST, else the workspace dist next to the app', () => {
    expect(microAppDistDir({ MICRO_APP_DIST: dist })).toBe(dist);
    expect(microAppDistDir({}, '/nowhere/apps/web')).toBe('/nowhere/dist/apps');
  });
});

describe('throwingEntry', () => {
  it('registers a micro-app whose mount throws', () => {
    const view: Record<string, unknown> = {};
    new Function('window', throwingEntry('chatroom', '1.0.0'))(view);
    const registry = view['__exchangeMicroApps'] as Record<string, { version: string; mount: () => void }>;
    expect(registry['chatroom']?.version).toBe('1.0.0');
    expect(() => registry['chatroom']?.mount()).toThrow('sandbox fault: mount throws');
  });
});
