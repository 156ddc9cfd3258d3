import { THEME_INIT_SCRIPT as SCRIPT } from './lib/theme-init-script';

/* The inline theme script, run as the browser runs it (a classic script before the body). */

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let systemDark = false;
const mediaListeners: (() => void)[] = [];

function run(cookie: string, serverClass = 'risk-green-up'): HTMLElement {
  const root = document.documentElement;
  root.className = serverClass;
  root.removeAttribute('style');
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  if (cookie) document.cookie = `${cookie}; Path=/`;
  new Function(SCRIPT)();
  return root;
}

beforeEach(() => {
  systemDark = false;
  mediaListeners.length = 0;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.push(listener),
  })) as unknown as typeof window.matchMedia;
});

describe('the theme script (decisions 0602, 1432 and 1910)', () => {
  it.each([
    ['theme=dark', false, 'light risk-green-up', 'dark'],
    ['theme=light', true, 'risk-green-up', 'light'],
    ['theme=system', true, 'light risk-green-up', 'dark'],
    ['', false, 'risk-green-up', 'light'],
    ['theme=bogus', true, '', 'dark'],
  ])('cookie %j, system dark %s, server class %j → %s', (cookie, dark, serverClass, mode) => {
    systemDark = dark;
    const root = run(cookie, serverClass);
    expect(root.classList.contains(mode)).toBe(true);
    expect(root.classList.contains(mode === 'dark' ? 'light' : 'dark')).toBe(false);
    expect(root.style.colorScheme).toBe(mode);
  });

  it('puts the mode back when the class is rewritten without it (React re-applying the server className)', async () => {
    const root = run('theme=dark', 'dark risk-green-up');
    root.className = 'risk-green-up';
    await flush();
    expect(root.className.split(' ').sort()).toEqual(['dark', 'risk-green-up']);
    root.className = 'light risk-red-up';
    await flush();
    expect(root.className.split(' ').sort()).toEqual(['dark', 'risk-red-up']);
  });

  it('follows a new preference: the cookie the toggle writes wins over the class it rewrites', async () => {
    const root = run('theme=light', 'light risk-green-up');
    document.cookie = 'theme=dark; Path=/';
    root.classList.remove('light');
    root.classList.add('dark');
    await flush();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
  });

  it('follows the system when no mode is remembered', async () => {
    const root = run('', 'risk-green-up');
    expect(root.classList.contains('light')).toBe(true);
    systemDark = true;
    for (const listener of mediaListeners) listener();
    await flush();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
  });
});
