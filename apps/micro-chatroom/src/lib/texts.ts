/** The chatroom's own strings (it ships without the app's catalogs): English, and Arabic for the right-to-left check. */
const EN = {
  messages: 'Messages in {group}',
  message: 'Message',
  send: 'Send',
  you: 'You',
  subAccount: 'Sub-account',
  empty: 'No messages yet.',
};
type Texts = typeof EN;
const AR: Texts = {
  messages: 'الرسائل في {group}',
  message: 'الرسالة',
  send: 'إرسال',
  you: 'أنت',
  subAccount: 'حساب فرعي',
  empty: 'لا توجد رسائل بعد.',
};

/** Texts for a locale (Arabic for `ar`, English otherwise), `{group}` filled in. */
export function textsFor(locale: string, group: string): Texts {
  const texts = locale === 'ar' ? AR : EN;
  return { ...texts, messages: texts.messages.replace('{group}', group) };
}

export const isRightToLeft = (locale: string): boolean => locale === 'ar';
