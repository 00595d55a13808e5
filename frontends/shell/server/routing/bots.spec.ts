import { isBot } from './bots';

describe('isBot', () => {
  it('recognises crawlers and link previewers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
    ]) {
      expect(isBot(agent)).toBe(true);
    }
  });

  it('lets browsers through', () => {
    expect(isBot(undefined)).toBe(false);
    expect(
      isBot('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (Linux; Android 13; CUBOT_NOTE_30) AppleWebKit/537.36 Chrome/120.0')).toBe(
      false,
    );
  });
});
