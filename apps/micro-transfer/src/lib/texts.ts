/** The transfer micro-apps' own strings (they ship without the app's catalogs): English, and Arabic (right to left). */
const EN = {
  fundsTitle: 'Transfer between accounts',
  masterTitle: 'Transfer with a sub-account',
  from: 'From',
  to: 'To',
  swap: 'Swap accounts',
  currency: 'Currency',
  amount: 'Amount',
  available: 'Available: {amount} {currency}',
  max: 'Max',
  submit: 'Transfer',
  sending: 'Transferring…',
  loading: 'Loading balances…',
  direction: 'Direction',
  toSub: 'Main account → sub-account',
  fromSub: 'Sub-account → main account',
  subAccount: 'Sub-account',
  noSubAccounts: 'You have no sub-accounts.',
  done: 'Transferred {amount} {currency} from {from} to {to}.',
  enterAmount: 'Enter an amount greater than 0',
  tooManyDecimals: 'Use at most 8 decimal places',
  tooMuch: 'The amount is more than the {available} {currency} available',
  failed: 'The transfer could not be completed. Try again.',
  balancesFailed: 'Your balances could not be loaded. Try again later.',
  limited: 'Futures and margin accounts are not available in your region.',
  deposit: 'Deposit {currency}',
  spot: 'Spot',
  futures: 'Futures',
  margin: 'Margin',
  main: 'Main account (spot)',
};
export type Texts = typeof EN;
const AR: Texts = {
  fundsTitle: 'التحويل بين الحسابات',
  masterTitle: 'التحويل مع حساب فرعي',
  from: 'من',
  to: 'إلى',
  swap: 'تبديل الحسابات',
  currency: 'العملة',
  amount: 'المبلغ',
  available: 'المتاح: {amount} {currency}',
  max: 'الحد الأقصى',
  submit: 'تحويل',
  sending: 'جارٍ التحويل…',
  loading: 'جارٍ تحميل الأرصدة…',
  direction: 'الاتجاه',
  toSub: 'الحساب الرئيسي ← الحساب الفرعي',
  fromSub: 'الحساب الفرعي ← الحساب الرئيسي',
  subAccount: 'الحساب الفرعي',
  noSubAccounts: 'ليست لديك حسابات فرعية.',
  done: 'تم تحويل {amount} {currency} من {from} إلى {to}.',
  enterAmount: 'أدخل مبلغًا أكبر من 0',
  tooManyDecimals: 'استخدم 8 منازل عشرية على الأكثر',
  tooMuch: 'المبلغ أكبر من المتاح {available} {currency}',
  failed: 'تعذّر إتمام التحويل. حاول مرة أخرى.',
  balancesFailed: 'تعذّر تحميل أرصدتك. حاول لاحقًا.',
  limited: 'حسابات العقود الآجلة والهامش غير متاحة في منطقتك.',
  deposit: 'إيداع {currency}',
  spot: 'الفوري',
  futures: 'العقود الآجلة',
  margin: 'الهامش',
  main: 'الحساب الرئيسي (الفوري)',
};

export const textsFor = (locale: string): Texts => (locale === 'ar' ? AR : EN);

export const isRightToLeft = (locale: string): boolean => locale === 'ar';

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
