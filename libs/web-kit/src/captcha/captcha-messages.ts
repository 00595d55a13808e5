/** What the login screens say about the captcha, in the customer's words. */
export const CAPTCHA_MESSAGES = {
  unsolved: 'اول «من ربات نیستم» را تأیید کنید.',
  loading: 'در حال آماده‌کردن «من ربات نیستم»…',
  failed: '«من ربات نیستم» بارگذاری نشد؛ اتصال را بررسی کنید و صفحه را دوباره باز کنید.',
  label: 'تأیید «من ربات نیستم»',
} as const;
