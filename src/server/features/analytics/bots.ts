/**
 * Which user agents are robots, not people: their clicks are dropped (issue 28 item 2). `isbot`
 * is not a dependency, so this is a short list in its spirit (and Plausible's): the words
 * crawlers, monitors, previewers and scripted clients put in their user agent. A browser never
 * sends an empty user agent, so a missing one counts as a robot too.
 */
const BOT_PATTERN = new RegExp(
  [
    '(?<!cu)bot\\b',
    'bot[/_;-]',
    'crawl',
    'spider',
    'slurp',
    'scrap',
    'archiver',
    'headless',
    'phantomjs',
    'lighthouse',
    'pingdom',
    'uptime',
    'monitor',
    'preview',
    'facebookexternalhit',
    'embedly',
    'whatsapp',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    '^curl/',
    '^wget/',
    'go-http-client',
    'okhttp',
    'java/',
    'libwww',
    'apache-httpclient',
    'node-fetch',
    '^axios/',
    'postman',
    'insomnia',
    'httpie',
    'feedfetcher',
    'mediapartners',
    'ia_archiver',
    'yandex',
    'baiduspider',
  ].join('|'),
  'i',
);

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return BOT_PATTERN.test(userAgent);
}

/** What is kept of a user agent (spec §9 privacy: truncated). */
export const USER_AGENT_KEPT_CHARS = 200;

export function truncatedUserAgent(userAgent: string | undefined | null): string | null {
  if (!userAgent) return null;
  // Headers carry no NUL, but other control characters have no business in a stored string.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  return userAgent.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, USER_AGENT_KEPT_CHARS);
}
