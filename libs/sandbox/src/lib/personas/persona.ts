import {
  DEFAULT_HEADER_COMMON_DATA,
  EMPTY_COMPLIANCE,
  IP_CHECK_PASS,
  type AgreementStatus,
  type AlphaUserPlans,
  type BusinessComplianceItem,
  type ComplianceCheck,
  type ComplianceLimit,
  type ComplianceTips,
  type ComplianceToast,
  type DownloadTaskInfo,
  type FundPasswordFrequencyValue,
  type FuturesOrder,
  type FuturesPosition,
  type HeaderCommonData,
  type IpCheck,
  type KycToast,
  type NewbiePrize,
  type RebateUserInfo,
  type RegisterTaskInfo,
  type SpotOrder,
  type SubUserType,
  type TargetedPlan,
  type TotalFunds,
  type UserInfo,
  type VipTier,
  kycAbilities,
} from '@exchange/api';

/** Everything a logged-in persona answers with (decision 0205). */
export interface PersonaAccount {
  userInfo: UserInfo;
  kycStatus: number;
  totalFunds: TotalFunds;
  vip: VipTier;
  userTier: number;
  fundPasswordFrequency: FundPasswordFrequencyValue;
  subUserType: SubUserType;
  rebate: RebateUserInfo;
  agreement: AgreementStatus;
  /** 1 need sign, 2 signed (spec 03 §3). */
  declaration: 1 | 2;
  /** Sent as a JSON string, as the spec says the server may (spec 03 §7). */
  userConfig: string;
  spotOrders: SpotOrder[];
  futuresOrders: FuturesOrder[];
  positions: FuturesPosition[];
}

export interface PersonaMarketing {
  newbiePrize: NewbiePrize | null;
  homeBanner: TargetedPlan | null;
  vipPopup: TargetedPlan | null;
  alpha: AlphaUserPlans;
  downloadTask: DownloadTaskInfo;
  registerTask: RegisterTaskInfo;
}

export interface Persona {
  name: string;
  /** One line: the notices this persona should trigger. */
  description: string;
  /** null: a visitor (no account, never logged in). */
  account: PersonaAccount | null;
  compliance: ComplianceCheck;
  /** The menu-config answer (spec 03 §3, decision 1320); absent: the compliance check's answer. */
  menuConfig?: ComplianceCheck;
  footerTips: BusinessComplianceItem[];
  ipCheck: IpCheck;
  headerCommonData: HeaderCommonData;
  marketing: PersonaMarketing;
}

/** Partial compliance: only the parts a persona changes. */
export interface ComplianceOverrides {
  menu?: string[];
  /** The top notice's fields and the cooling-down `reminder` (decision 0310). */
  business?: ComplianceCheck['business'];
  limit?: Partial<ComplianceLimit>;
  toast?: Partial<Omit<ComplianceToast, 'kyc_toast'>> & { kyc_toast?: Partial<KycToast> };
  tips?: Partial<ComplianceTips>;
}

/**
 * A persona's compliance check. Every limit flag is off unless the persona says otherwise, the IP-region flags
 * included (decision 0311): the sandbox sends one answer to every site, and "no region flag" is the answer that
 * behaves, on every site, like a visitor browsing the site of their own region (no switch prompt). Personas whose
 * IP is elsewhere set that region's flag (`is_main` for the global region, `is_uk_ip`, `is_eu_toast`, ...).
 */
export const buildCompliance = (overrides: ComplianceOverrides = {}): ComplianceCheck => ({
  menu: overrides.menu ?? [],
  business: overrides.business ?? {},
  limit: { ...EMPTY_COMPLIANCE.limit, ...overrides.limit },
  toast: {
    ...EMPTY_COMPLIANCE.toast,
    ...overrides.toast,
    kyc_toast: { ...EMPTY_COMPLIANCE.toast.kyc_toast, ...overrides.toast?.kyc_toast },
  },
  tips: { ...EMPTY_COMPLIANCE.tips, ...overrides.tips },
});

export const PASSING_IP_CHECK: IpCheck = { result: IP_CHECK_PASS, title: '', content: '', button: '', url: '', token: '', closable: true };

const plan = (plan_id: string, position: string, extras: TargetedPlan['extras']): TargetedPlan => ({
  plan_id,
  plan_name: `sandbox-${position}-${plan_id}`,
  title: position === 'vip_index' ? 'Your VIP benefits' : 'Trade BTC with zero fees this week',
  content: position === 'vip_index' ? 'Enjoy lower fees and priority support.' : 'Limited-time campaign for spot trading.',
  img: '/static/sandbox/banner.svg',
  img_h5: '/static/sandbox/banner-h5.svg',
  url: position === 'vip_index' ? '/vip' : '/trade/BTC_USDT',
  position,
  extras,
});

export const HOME_BANNER_PLAN: TargetedPlan = plan('101', 'index', null);

export const vipPopupPlan = (tier: number, type: 'VIP_EXPIRED' | 'VIP_INACTIVE' | 'VIP_UPGRADED'): TargetedPlan =>
  plan('201', 'vip_index', {
    tier,
    benefit_title: `VIP ${tier} benefits`,
    benefit_1_content: 'Lower trading fees',
    benefit_2_content: 'Higher withdrawal limits',
    benefit_3_content: 'Priority support',
    benefit_1_img: '/static/sandbox/benefit-1.png',
    benefit_2_img: '/static/sandbox/benefit-2.png',
    benefit_3_img: '/static/sandbox/benefit-3.png',
    button_copywriting: 'View benefits',
    vip_popup_type: type,
  });

export const BASE_MARKETING: PersonaMarketing = {
  newbiePrize: null,
  homeBanner: HOME_BANNER_PLAN,
  vipPopup: null,
  alpha: {
    card: [
      {
        id: '1',
        title: 'PEPE is live on Alpha',
        url: '/alpha/PEPE',
        img: '/static/sandbox/alpha-1.svg',
        img_v2: '',
        sort: 1,
        plan_name: 'alpha-1',
        data_type: '1',
      },
      {
        id: '2',
        title: 'Trade early listings',
        url: '/alpha',
        img: '/static/sandbox/alpha-2.svg',
        img_v2: '',
        sort: 2,
        plan_name: 'alpha-2',
        data_type: '1',
      },
    ],
    currency: 'PEPE',
  },
  downloadTask: { has_dl_task: 2, reward_num: '0', reward_currency: '' },
  registerTask: { has_register_task: 2, reward_num: '0', reward_currency: '', newbie_prize_num: '0' },
};

/**
 * A visitor sees the new-user rewards (spec 03 §4): one welcome package of 100 USDT wherever it is offered (issue 24
 * item 5): the popup's "up to 100" (A) or "10 plus up to 90" (B), the sign-up and app-download cards, and the
 * rewards guide's four steps (10 + 20 + 30 + 40, `SANDBOX_NEWBIE_GUIDE`) all add up to the same 100 USDT.
 */
export const WELCOME_REWARD_USDT = 100;

export const VISITOR_MARKETING: PersonaMarketing = {
  ...BASE_MARKETING,
  newbiePrize: { group_A: { num: '100' }, group_B: { num_first: '10', num_second: '90' } },
  downloadTask: { has_dl_task: 1, reward_num: '100', reward_currency: 'USDT' },
  registerTask: { has_register_task: 1, reward_num: '100', reward_currency: 'USDT', newbie_prize_num: '100' },
};

export interface AccountOverrides extends Partial<Omit<PersonaAccount, 'userInfo'>> {
  userInfo?: Partial<UserInfo>;
}

/**
 * A logged-in account: KYC level 2 by default (verified 1), with orders and a position. An account whose level may not
 * trade (level 0, decision 1909) starts with none: the exchange would have refused them.
 */
export const buildAccount = (uid: string, nickname: string, overrides: AccountOverrides = {}): PersonaAccount => {
  const { userInfo, ...rest } = overrides;
  const verified = userInfo?.verified ?? 1;
  const trades = kycAbilities(verified).trade;
  return {
    kycStatus: verified,
    totalFunds: { total_btc: '0.52', total_usd: '31250.40' },
    vip: { trial: { tier: 0 }, tier: 0, expire_time: 0 },
    userTier: 0,
    fundPasswordFrequency: 1,
    subUserType: { type: 1, sub_type: 0 },
    rebate: { kol_code: '', encrypted_uid: `enc-${uid}`, agency_type: 0 },
    agreement: { status: 0, content: '', submit_button: '' },
    declaration: 2,
    userConfig: JSON.stringify({ theme: 'dark', hide_small_balances: true }),
    spotOrders: [
      {
        id: `${uid}01`,
        currency_pair: 'BTC_USDT',
        side: 'buy',
        type: 'limit',
        price: '58000',
        amount: '0.01',
        filled_amount: '0',
        status: 'open',
        create_time: 1711929600,
      },
    ],
    futuresOrders: [
      {
        id: `${uid}11`,
        contract: 'BTC_USDT',
        size: 2,
        price: '57500',
        left: 2,
        status: 'open',
        is_reduce_only: false,
        create_time: 1711929600,
      },
    ],
    positions: [
      {
        contract: 'BTC_USDT',
        size: 3,
        entry_price: '59000',
        mark_price: '60200',
        liq_price: '41000',
        unrealised_pnl: '36',
        leverage: '10',
        take_profit: '0',
        stop_loss: '0',
      },
    ],
    ...(trades ? {} : { spotOrders: [], futuresOrders: [], positions: [] }),
    ...rest,
    userInfo: {
      uid,
      country: 0,
      verified,
      is_sub: false,
      nickname_source: '1',
      user_info: { avatar: '', birthday: '', from_channel: '', nft_id: '', nick: nickname, nick_en: nickname, sex: '', uid },
      kyc_status: verified,
      tier: 0,
      phone: '+86 138****8000',
      email: `${nickname}@sandbox.invalid`,
      third_part_login: [],
      encrypted_uid: `enc-${uid}`,
      flag: '',
      login2: '',
      is_risk_user: false,
      show_kyc_upgrade_notice: false,
      risk_user_guide_msg: '',
      risk_user_guide_be_closed: false,
      risk_user_guide_url: '',
      ...userInfo,
    },
  };
};

export interface PersonaInput {
  name: string;
  description: string;
  account: PersonaAccount | null;
  compliance?: ComplianceOverrides;
  menuConfig?: ComplianceOverrides;
  footerTips?: BusinessComplianceItem[];
  ipCheck?: Partial<IpCheck>;
  headerCommonData?: Partial<HeaderCommonData>;
  marketing?: Partial<PersonaMarketing>;
}

export const definePersona = (input: PersonaInput): Persona => ({
  name: input.name,
  description: input.description,
  account: input.account,
  compliance: buildCompliance(input.compliance),
  ...(input.menuConfig ? { menuConfig: buildCompliance(input.menuConfig) } : {}),
  footerTips: input.footerTips ?? [],
  ipCheck: { ...PASSING_IP_CHECK, ...input.ipCheck },
  headerCommonData: {
    ...DEFAULT_HEADER_COMMON_DATA,
    lang_list: [
      { lang: 'en', name: 'English' },
      { lang: 'tr', name: 'Türkçe' },
      { lang: 'zh', name: '简体中文' },
    ],
    fiat_list: [
      { symbol: 'USD', name: 'US Dollar', rate: '1' },
      { symbol: 'EUR', name: 'Euro', rate: '0.92' },
      { symbol: 'TRY', name: 'Turkish Lira', rate: '32.1' },
    ],
    ...input.headerCommonData,
  },
  marketing: { ...(input.account === null ? VISITOR_MARKETING : BASE_MARKETING), ...input.marketing },
});
