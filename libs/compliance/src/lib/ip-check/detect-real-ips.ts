import { WEBRTC_TIMEOUT_MS } from '../rules/ip-check';

/** The parts of RTCPeerConnection the detection uses (the browser's class satisfies it; tests pass a fake). */
export interface PeerConnectionLike {
  createDataChannel(label: string): unknown;
  createOffer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addEventListener(type: 'icecandidate', listener: (event: { candidate: { candidate: string } | null }) => void): void;
  close(): void;
}

export type PeerConnectionCtor = new (config: { iceServers: Array<{ urls: string }> }) => PeerConnectionLike;

/** Public STUN servers used to learn the reflexive (real) address; the app may pass its own. */
export const DEFAULT_STUN_SERVERS: readonly string[] = ['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478'];

export interface DetectRealIpsOptions {
  /** 03 §9: WebRTC wait 3000 ms. */
  timeoutMs?: number;
  /** Injected for tests; defaults to the browser's RTCPeerConnection (absent on the server: no IPs). */
  RTCPeerConnection?: PeerConnectionCtor;
  stunServers?: readonly string[];
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i;
const UNSPECIFIED = new Set(['0.0.0.0', '::']);

/** The IP addresses in one ICE candidate line (the connection address and any raddr); mDNS `.local` names are skipped. */
export function extractCandidateIps(candidate: unknown): string[] {
  if (typeof candidate !== 'string') return [];
  const parts = candidate.trim().split(/\s+/);
  const found: string[] = [];
  const address = parts[4];
  if (address) found.push(address);
  const raddr = parts.indexOf('raddr');
  const related = raddr >= 0 ? parts[raddr + 1] : undefined;
  if (related) found.push(related);
  return found.filter((ip) => (IPV4.test(ip) || IPV6.test(ip)) && !UNSPECIFIED.has(ip));
}

const browserPeerConnection = (): PeerConnectionCtor | undefined =>
  typeof globalThis.RTCPeerConnection === 'function' ? globalThis.RTCPeerConnection : undefined;

/**
 * 03 §4: WebRTC real-IP detection. Gathers ICE candidates through STUN and resolves with the distinct
 * addresses found when gathering completes or after `timeoutMs` (3000 ms), whichever comes first.
 * It never rejects: without WebRTC or on any error it resolves with what it has (possibly []).
 */
export function detectRealIps(options: DetectRealIpsOptions = {}): Promise<string[]> {
  const { timeoutMs = WEBRTC_TIMEOUT_MS, stunServers = DEFAULT_STUN_SERVERS } = options;
  const Ctor = options.RTCPeerConnection ?? browserPeerConnection();
  if (!Ctor) return Promise.resolve([]);

  return new Promise((resolve) => {
    const ips = new Set<string>();
    let pc: PeerConnectionLike | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      try {
        pc?.close();
      } catch {
        // closing a half-open connection may throw; the result stands
      }
      resolve([...ips]);
    };
    const timer = setTimeout(finish, timeoutMs);
    try {
      pc = new Ctor({ iceServers: stunServers.map((urls) => ({ urls })) });
      pc.addEventListener('icecandidate', (event) => {
        if (!event.candidate) {
          finish();
          return;
        }
        for (const ip of extractCandidateIps(event.candidate.candidate)) ips.add(ip);
      });
      pc.createDataChannel('ip-check');
      const connection = pc;
      connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(finish);
    } catch {
      finish();
    }
  });
}
