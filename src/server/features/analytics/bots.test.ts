import { describe, expect, it } from 'vitest';
import { isBotUserAgent, truncatedUserAgent } from './bots';

const PEOPLE = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  // "Cubot" phones and the word "robot" in a product name are people.
  'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
];

const ROBOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Go-http-client/1.1',
  'okhttp/4.12.0',
  'axios/1.7.2',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Twitterbot/1.0',
  'WhatsApp/2.23.20.0',
  'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
  'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
  '',
];

describe('isBotUserAgent', () => {
  it.each(PEOPLE)('lets a browser through: %s', (agent) => {
    expect(isBotUserAgent(agent)).toBe(false);
  });
  it.each(ROBOTS)('drops a robot: %s', (agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });
  it('drops a request without a user agent', () => {
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(isBotUserAgent('   ')).toBe(true);
  });
});

describe('truncatedUserAgent', () => {
  it('keeps 200 characters without control characters', () => {
    expect(truncatedUserAgent('a'.repeat(500))).toHaveLength(200);
    expect(truncatedUserAgent('Mozilla\u0001/5.0')).toBe('Mozilla /5.0');
    expect(truncatedUserAgent(undefined)).toBeNull();
  });
});
