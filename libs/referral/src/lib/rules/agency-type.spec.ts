import type { RebateUserInfo } from '@exchange/api';
import { agencyType, type AgencyType } from './agency-type';

describe('agencyType (spec 03 §3: 0 normal, 1 affiliate/agent, 2 agents direct, 3 partners, 4 partner direct)', () => {
  it.each<[Pick<RebateUserInfo, 'agency_type'> | RebateUserInfo | null | undefined, AgencyType]>([
    [{ agency_type: 0 }, 'normal'],
    [{ agency_type: 1 }, 'affiliate'],
    [{ agency_type: 2 }, 'agentsDirect'],
    [{ agency_type: 3 }, 'partner'],
    [{ agency_type: 4 }, 'partnerDirect'],
    [{ agency_type: 3, kol_code: 'K1', encrypted_uid: 'e' }, 'partner'],
    [{ agency_type: 5 }, 'normal'],
    [{ agency_type: -1 }, 'normal'],
    [{ agency_type: 1.5 }, 'normal'],
    [null, 'normal'],
    [undefined, 'normal'],
  ])('%p → %s', (info, expected) => expect(agencyType(info)).toBe(expected));
});
