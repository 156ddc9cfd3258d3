import { PAGE_BUDGET_MS, createPageDeadline } from './page-budget';

describe('createPageDeadline (decision 0810: 3000 ms per page request)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts when the budget is spent, not before', async () => {
    const deadline = createPageDeadline();
    expect(PAGE_BUDGET_MS).toBe(3000);
    await jest.advanceTimersByTimeAsync(2999);
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.remaining()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
    expect(deadline.remaining()).toBe(0);
  });

  it('takes another budget', async () => {
    const deadline = createPageDeadline(500);
    await jest.advanceTimersByTimeAsync(500);
    expect(deadline.signal.aborted).toBe(true);
  });
});
