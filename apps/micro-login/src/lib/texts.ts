/**
 * The login micro-app's own strings (it ships without the app's catalogs, decision 1110): English, Arabic (right to
 * left) and Turkish (the Turkey site's default); a locale without its own texts reads its language's, else English.
 */
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
  totpTitle: 'Two-factor authentication',
  totpHint: 'Open your authenticator app and enter the 6-digit code for this account.',
  totpLabel: 'Authenticator code',
  codeInvalid: 'Enter the 6-digit code.',
  verifyTitle: 'Confirm your email',
  emailCodeLabel: 'Email code',
  codeSent: 'We sent a 6-digit code to {email}. It expires in 10 minutes.',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  verifySubmit: 'Confirm',
  sendCodeSubmit: 'Send code',
  resetSubmit: 'Set new password',
  passwordReset: 'Your password was changed and every session signed out. Log in with the new password.',
  back: 'Back',
  timedOut: 'The exchange did not answer in time, so you are not signed in. Check your connection and try again.',
  rateLimited: 'Too many attempts. Try again in {seconds} seconds.',
  rateLimitedSoon: 'Too many attempts. Wait a minute and try again.',
  passkeyLogin: 'Log in with a passkey',
  passkeyCancelled: 'No passkey was used. Try again, or log in with your e-mail and password.',
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
  totpTitle: 'المصادقة الثنائية',
  totpHint: 'افتح تطبيق المصادقة وأدخل الرمز المكوّن من 6 أرقام لهذا الحساب.',
  totpLabel: 'رمز المصادقة',
  codeInvalid: 'أدخل الرمز المكوّن من 6 أرقام.',
  verifyTitle: 'أكّد بريدك الإلكتروني',
  emailCodeLabel: 'رمز البريد الإلكتروني',
  codeSent: 'أرسلنا رمزًا من 6 أرقام إلى {email}. تنتهي صلاحيته خلال 10 دقائق.',
  forgotLink: 'نسيت كلمة المرور؟',
  forgotTitle: 'إعادة تعيين كلمة المرور',
  resetTitle: 'اختر كلمة مرور جديدة',
  newPassword: 'كلمة المرور الجديدة',
  verifySubmit: 'تأكيد',
  sendCodeSubmit: 'إرسال الرمز',
  resetSubmit: 'تعيين كلمة المرور',
  passwordReset: 'تم تغيير كلمة المرور وتسجيل الخروج من كل الجلسات. سجّل الدخول بكلمة المرور الجديدة.',
  back: 'رجوع',
  timedOut: 'لم تردّ المنصة في الوقت المحدد، لذا لم يتم تسجيل دخولك. تحقق من اتصالك وحاول مرة أخرى.',
  rateLimited: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
  rateLimitedSoon: 'محاولات كثيرة جدًا. انتظر دقيقة ثم حاول مرة أخرى.',
  passkeyLogin: 'تسجيل الدخول بمفتاح المرور',
  passkeyCancelled: 'لم يُستخدم أي مفتاح مرور. حاول مرة أخرى أو سجّل الدخول ببريدك الإلكتروني وكلمة المرور.',
};
const TR: LoginTexts = {
  loginTitle: 'Hesabınıza giriş yapın',
  signupTitle: 'Hesabınızı oluşturun',
  email: 'E-posta',
  password: 'Şifre',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  passwordInvalid: 'Şifrenizi girin (en az 8 karakter).',
  loginSubmit: 'Giriş Yap',
  signupSubmit: 'Kayıt Ol',
  working: 'Lütfen bekleyin…',
  failed: 'Giriş yapılamadı. Lütfen daha sonra tekrar deneyin.',
  serverSaid: 'Borsanın yanıtı: {message}',
  orContinue: 'Veya şununla devam edin',
  continueWith: '{provider} ile devam et',
  consentDenied: '{provider} ile girişe izin vermediniz. Devam etmek için başka bir yol seçin.',
  signedIn: 'Giriş yaptınız.',
  totpTitle: 'İki adımlı doğrulama',
  totpHint: 'Doğrulama uygulamanızı açın ve bu hesabın 6 haneli kodunu girin.',
  totpLabel: 'Doğrulama kodu',
  codeInvalid: '6 haneli kodu girin.',
  verifyTitle: 'E-postanızı doğrulayın',
  emailCodeLabel: 'E-posta kodu',
  codeSent: '{email} adresine 6 haneli bir kod gönderdik. Kod 10 dakika geçerlidir.',
  forgotLink: 'Şifrenizi mi unuttunuz?',
  forgotTitle: 'Şifrenizi sıfırlayın',
  resetTitle: 'Yeni bir şifre belirleyin',
  newPassword: 'Yeni şifre',
  verifySubmit: 'Onayla',
  sendCodeSubmit: 'Kod gönder',
  resetSubmit: 'Yeni şifreyi kaydet',
  passwordReset: 'Şifreniz değiştirildi ve tüm oturumlar kapatıldı. Yeni şifrenizle giriş yapın.',
  back: 'Geri',
  timedOut: 'Borsa zamanında yanıt vermedi, bu yüzden giriş yapmadınız. Bağlantınızı kontrol edip tekrar deneyin.',
  rateLimited: 'Çok fazla deneme. {seconds} saniye sonra tekrar deneyin.',
  rateLimitedSoon: 'Çok fazla deneme. Bir dakika bekleyip tekrar deneyin.',
  passkeyLogin: 'Geçiş anahtarıyla giriş yap',
  passkeyCancelled: 'Geçiş anahtarı kullanılmadı. Tekrar deneyin veya e-posta ve şifrenizle giriş yapın.',
};

const TEXTS: Readonly<Record<string, LoginTexts>> = { en: EN, ar: AR, tr: TR };
const languageOf = (locale: string): string => (typeof locale === 'string' ? (locale.toLowerCase().split('-')[0] ?? 'en') : 'en');

/** Texts for a locale: its language's (`ar-dubai` reads Arabic), else English. */
export const textsFor = (locale: string): LoginTexts => TEXTS[languageOf(locale)] ?? EN;

/** The micro-app's own locales (for the host's coverage check). */
export const LOGIN_TEXT_LOCALES = Object.keys(TEXTS);

export const isRightToLeft = (locale: string): boolean => languageOf(locale) === 'ar';

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
