/** The login micro-app's own strings (it ships without the app's catalogs): English, and Arabic for the right-to-left check. */
const EN = {
  loginTitle: 'Log in to your account',
  signupTitle: 'Create your account',
  email: 'Email',
  password: 'Password',
  emailInvalid: 'Enter a valid email address.',
  passwordInvalid: 'Enter your password (at least 8 characters).',
  loginSubmit: 'Log In',
  signupSubmit: 'Sign Up',
  working: 'Please wait…',
  failed: 'We could not log you in. Please try again later.',
  serverSaid: 'The exchange answered: {message}',
  orContinue: 'Or continue with',
  continueWith: 'Continue with {provider}',
  consentDenied: 'You did not allow sign-in with {provider}. Choose another way to continue.',
  signedIn: 'You are signed in.',
};
export type LoginTexts = typeof EN;
const AR: LoginTexts = {
  loginTitle: 'سجّل الدخول إلى حسابك',
  signupTitle: 'أنشئ حسابك',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  emailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا.',
  passwordInvalid: 'أدخل كلمة المرور (8 أحرف على الأقل).',
  loginSubmit: 'تسجيل الدخول',
  signupSubmit: 'إنشاء حساب',
  working: 'يرجى الانتظار…',
  failed: 'تعذّر تسجيل دخولك. يرجى المحاولة لاحقًا.',
  serverSaid: 'ردّت المنصة: {message}',
  orContinue: 'أو تابع باستخدام',
  continueWith: 'المتابعة باستخدام {provider}',
  consentDenied: 'لم تسمح بتسجيل الدخول باستخدام {provider}. اختر طريقة أخرى للمتابعة.',
  signedIn: 'تم تسجيل دخولك.',
};

/** Texts for a locale: Arabic for `ar`, English otherwise. */
export const textsFor = (locale: string): LoginTexts => (locale === 'ar' ? AR : EN);

export const isRightToLeft = (locale: string): boolean => locale === 'ar';

/** `{name}` placeholders filled in (plain text: the DOM is built with textContent, never HTML). */
export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The sign-in methods' display names (spec 03 §3 `authorizedLogin`). */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  metamask: 'MetaMask',
  apple: 'Apple',
  gateio: 'Gate.io',
};
