import { MAX_CALLS, callsOf, logCall, resetCallLog } from './call-log';

describe('the sandbox call log (issue 23 item 7)', () => {
  beforeEach(() => resetCallLog());

  it('keeps the calls per uid and name, oldest first', () => {
    logCall('userInfo', '10002', 1);
    logCall('kycStatus', '10002', 2);
    logCall('userInfo', '10003', 3);
    logCall('userInfo', '10002', 4);
    expect(callsOf('10002', 'userInfo').map((call) => call.at)).toEqual([1, 4]);
    expect(callsOf('10002')).toHaveLength(3);
    expect(callsOf('', 'userInfo')).toEqual([]);
  });

  it(`keeps only the newest ${MAX_CALLS}`, () => {
    for (let i = 0; i < MAX_CALLS + 10; i += 1) logCall('userInfo', 'u', i);
    const kept = callsOf('u');
    expect(kept).toHaveLength(MAX_CALLS);
    expect(kept[0]?.at).toBe(10);
  });
});
