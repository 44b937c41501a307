import { describe, expect, it } from 'vitest';
import { createTurnstileVerifier } from './human-check';

function fakeFetch(answer: unknown, seen: { body?: unknown; url?: string } = {}): typeof fetch {
  return async (input, init) => {
    seen.url = String(input);
    seen.body = JSON.parse(String(init?.body));
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
}

describe('Turnstile verifier', () => {
  it('asks siteverify with the secret, the token and the address, and trusts its answer', async () => {
    const seen: { body?: unknown; url?: string } = {};
    const verifier = createTurnstileVerifier({
      siteKey: 'site',
      secretKey: 'secret',
      fetchImpl: fakeFetch({ success: true }, seen),
    });
    expect(await verifier.verify('token-1', '203.0.113.9')).toBe(true);
    expect(seen.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(seen.body).toEqual({ secret: 'secret', response: 'token-1', remoteip: '203.0.113.9' });
  });

  it('refuses when Cloudflare says no, answers nonsense, or cannot be reached', async () => {
    const no = createTurnstileVerifier({
      siteKey: 's',
      secretKey: 'k',
      fetchImpl: fakeFetch({ success: false }),
    });
    expect(await no.verify('t')).toBe(false);
    const odd = createTurnstileVerifier({ siteKey: 's', secretKey: 'k', fetchImpl: fakeFetch('yes') });
    expect(await odd.verify('t')).toBe(false);
    const down = createTurnstileVerifier({
      siteKey: 's',
      secretKey: 'k',
      fetchImpl: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    expect(await down.verify('t')).toBe(false);
  });
});
