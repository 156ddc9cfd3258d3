import { pushToast, removeToast, TOAST_DEFAULT_DURATION_MS, toastDuration, toToastEntry, type ToastEntry } from './toast-stack';

const entry = (id: string): ToastEntry => ({ id, status: 'info', description: id, duration: 5000 });

describe('toastDuration (issue 10 item 4: default 5 s)', () => {
  it.each([
    [undefined, TOAST_DEFAULT_DURATION_MS],
    [Number.NaN, TOAST_DEFAULT_DURATION_MS],
    [1500, 1500],
    [0, null],
    [-1, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%p → %p', (input, expected) => {
    expect(toastDuration(input)).toBe(expected);
  });
});

describe('toToastEntry', () => {
  it('keeps a known status, a title and the description', () => {
    expect(toToastEntry('t1', { status: 'error', title: 'Failed', description: 'Try again' })).toEqual({
      id: 't1',
      status: 'error',
      title: 'Failed',
      description: 'Try again',
      duration: 5000,
    });
  });

  it('shows an unknown status as info and drops a blank title', () => {
    const hostile = { status: 'panic', title: '  ', description: 'x' } as unknown as Parameters<typeof toToastEntry>[1];
    expect(toToastEntry('t2', hostile)).toMatchObject({ status: 'info', title: undefined });
  });
});

describe('pushToast / removeToast', () => {
  it('adds at the end and keeps the newest `max`', () => {
    const stack = ['a', 'b', 'c'].map(entry);
    expect(pushToast(stack, entry('d'), 3).map((t) => t.id)).toEqual(['b', 'c', 'd']);
    expect(pushToast(stack, entry('d'), 5).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces a toast with the same id instead of doubling it', () => {
    expect(pushToast([entry('a'), entry('b')], entry('a')).map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('removes by id and returns the same list when the id is unknown', () => {
    const stack = [entry('a'), entry('b')];
    expect(removeToast(stack, 'a').map((t) => t.id)).toEqual(['b']);
    expect(removeToast(stack, 'zzz')).toBe(stack);
  });
});
