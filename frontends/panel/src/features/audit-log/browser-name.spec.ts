import { browserName } from './browser-name';

describe('a user agent in words', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'کروم روی لینوکس',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'سامسونگ اینترنت روی اندروید',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'اج روی ویندوز',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'سافاری روی آی‌اواس',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:131.0) Gecko/20100101 Firefox/131.0',
      'فایرفاکس روی مک',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'کروم روی لینوکس',
    ],
  ])('names the browser and its system: %s', (agent, name) => expect(browserName(agent)).toBe(name));

  it('calls a program on the server «سامانه»', () => {
    expect(browserName('node')).toBe('سامانه');
    expect(browserName('curl/8.5.0')).toBe('سامانه');
  });

  it('says so when it cannot tell', () => {
    expect(browserName('SomeBot/1.0')).toBe('برنامهٔ ناشناس');
    expect(browserName('Mozilla/5.0 (Linux; Android 14) Unknown/1.0')).toBe('مرورگری روی اندروید');
  });
});
