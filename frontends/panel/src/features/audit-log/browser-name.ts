/**
 * A user agent as an administrator would say it: «کروم روی اندروید». A small parser rather than a
 * library: the log only needs the browser family and the system, not versions or devices.
 * Requests made by a program on the server (the shell, a seed, a tool) carry no browser: «سامانه».
 */
const SERVER_CALLER = /^(node|undici|axios|node-fetch|got|curl|wget)\b/i;

// Order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'اج'],
  [/\b(OPR|Opera)\//, 'اپرا'],
  [/\bSamsungBrowser\//, 'سامسونگ اینترنت'],
  [/\b(Firefox|FxiOS)\//, 'فایرفاکس'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'کروم'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'سافاری'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'اندروید'],
  [/\b(iPhone|iPad|iPod)\b/, 'آی‌اواس'],
  [/\bWindows\b/, 'ویندوز'],
  [/\bMac OS X\b|\bMacintosh\b/, 'مک'],
  [/\bCrOS\b/, 'کروم‌اواس'],
  [/\bLinux\b/, 'لینوکس'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export function browserName(userAgent: string): string {
  if (SERVER_CALLER.test(userAgent.trim())) return 'سامانه';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (!browser) return system ? `مرورگری روی ${system}` : 'برنامهٔ ناشناس';
  return system ? `${browser} روی ${system}` : browser;
}
