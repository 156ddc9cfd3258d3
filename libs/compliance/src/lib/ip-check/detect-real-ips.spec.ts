import { detectRealIps, extractCandidateIps, type PeerConnectionCtor, type PeerConnectionLike } from './detect-real-ips';

type Listener = (event: { candidate: { candidate: string } | null }) => void;

/** A fake RTCPeerConnection that emits the given candidate lines, then (optionally) the end-of-gathering null. */
function fakePeer(candidates: string[], { complete = true, failOffer = false } = {}) {
  const instances: Array<{ config: unknown; closed: boolean }> = [];
  class FakePeer implements PeerConnectionLike {
    private listener: Listener | null = null;
    readonly record: { config: unknown; closed: boolean };
    constructor(config: unknown) {
      this.record = { config, closed: false };
      instances.push(this.record);
    }
    addEventListener(_type: 'icecandidate', listener: Listener) {
      this.listener = listener;
    }
    createDataChannel() {
      return {};
    }
    createOffer() {
      return failOffer ? Promise.reject(new Error('no offer')) : Promise.resolve({ type: 'offer' as const, sdp: '' });
    }
    setLocalDescription() {
      setTimeout(() => {
        for (const candidate of candidates) this.listener?.({ candidate: { candidate } });
        if (complete) this.listener?.({ candidate: null });
      }, 10);
      return Promise.resolve();
    }
    close() {
      this.record.closed = true;
    }
  }
  return { Ctor: FakePeer as PeerConnectionCtor, instances };
}

const HOST = 'candidate:1 1 udp 2122260223 192.168.1.20 54400 typ host generation 0';
const SRFLX = 'candidate:2 1 udp 1686052607 203.0.113.7 54400 typ srflx raddr 192.168.1.20 rport 54400 generation 0';
const MDNS = 'candidate:3 1 udp 2122260223 2f1c-uuid.local 54400 typ host';

describe('extractCandidateIps', () => {
  it.each([
    [HOST, ['192.168.1.20']],
    [SRFLX, ['203.0.113.7', '192.168.1.20']],
    [MDNS, []],
    ['candidate:4 1 udp 1 2001:db8::1 5000 typ srflx raddr 0.0.0.0 rport 0', ['2001:db8::1']],
    ['garbage', []],
    [null, []],
  ])('%p → %p', (line, expected) => {
    expect(extractCandidateIps(line)).toEqual(expected);
  });
});

describe('detectRealIps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('collects distinct IPs until gathering completes and closes the connection', async () => {
    const { Ctor, instances } = fakePeer([HOST, SRFLX, MDNS]);
    const promise = detectRealIps({ RTCPeerConnection: Ctor, stunServers: ['stun:stun.example:3478'] });
    await jest.advanceTimersByTimeAsync(20);
    await expect(promise).resolves.toEqual(['192.168.1.20', '203.0.113.7']);
    expect(instances[0]).toEqual({ config: { iceServers: [{ urls: 'stun:stun.example:3478' }] }, closed: true });
  });

  it('resolves with what it has after the 3000 ms timeout', async () => {
    const { Ctor, instances } = fakePeer([SRFLX], { complete: false });
    let settled: string[] | null = null;
    void detectRealIps({ RTCPeerConnection: Ctor }).then((ips) => {
      settled = ips;
    });
    await jest.advanceTimersByTimeAsync(2999);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['203.0.113.7', '192.168.1.20']);
    expect(instances[0]?.closed).toBe(true);
  });

  it('honours a custom timeout', async () => {
    const { Ctor } = fakePeer([], { complete: false });
    const promise = detectRealIps({ RTCPeerConnection: Ctor, timeoutMs: 500 });
    await jest.advanceTimersByTimeAsync(500);
    await expect(promise).resolves.toEqual([]);
  });

  it('resolves [] when the offer fails', async () => {
    const { Ctor } = fakePeer([HOST], { failOffer: true });
    const promise = detectRealIps({ RTCPeerConnection: Ctor });
    await jest.advanceTimersByTimeAsync(0);
    await expect(promise).resolves.toEqual([]);
  });

  it('resolves [] when the constructor throws', async () => {
    const Throwing = class {
      constructor() {
        throw new Error('blocked');
      }
    } as unknown as PeerConnectionCtor;
    await expect(detectRealIps({ RTCPeerConnection: Throwing })).resolves.toEqual([]);
  });

  it('resolves [] without WebRTC (jsdom has none)', async () => {
    await expect(detectRealIps()).resolves.toEqual([]);
  });
});
