/** Fault kinds the sandbox can inject per call (decision 0206); `off` removes a fault. */
export const FAULT_KINDS = ['network', 'timeout', 'http500', 'malformed-json', 'wrong-types', 'nonzero-code'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultCommand = FaultKind | 'off';

export const FAULTS_COOKIE = 'sandbox_faults';
/** The endpoint name that addresses every call, for `GET /_sandbox/fault/all/off`. */
export const ALL_ENDPOINTS = 'all';

export type FaultMap = Readonly<Record<string, FaultKind>>;

export const isFaultKind = (value: unknown): value is FaultKind =>
  typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
export const isFaultCommand = (value: unknown): value is FaultCommand => value === 'off' || isFaultKind(value);

/** Reads the (already URL-decoded) cookie value `name:kind,name:kind`; unknown kinds and junk are skipped. */
export const parseFaults = (value: string | null | undefined): FaultMap => {
  const faults: Record<string, FaultKind> = {};
  if (typeof value !== 'string') return faults;
  for (const entry of value.split(',')) {
    const [name, kind, ...rest] = entry.split(':');
    if (rest.length === 0 && name !== undefined && /^[A-Za-z0-9]+$/.test(name) && isFaultKind(kind)) faults[name] = kind;
  }
  return faults;
};

/** Writes the cookie value (not yet URL-encoded); names are sorted so equal maps give equal text. */
export const serializeFaults = (faults: FaultMap): string =>
  Object.keys(faults)
    .sort()
    .map((name) => `${name}:${faults[name]}`)
    .join(',');

/** Applies one command: set a fault, remove it (`off`), or remove all (`all/off`). */
export const applyFaultCommand = (faults: FaultMap, name: string, command: FaultCommand): FaultMap => {
  if (command === 'off') {
    if (name === ALL_ENDPOINTS) return {};
    const rest: Record<string, FaultKind> = { ...faults };
    delete rest[name];
    return rest;
  }
  return { ...faults, [name]: command };
};
