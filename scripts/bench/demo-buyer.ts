/**
 * Signs the demo buyer in by password, as the sign-in screen does (a local human-check token and
 * our own Origin), and returns every cookie the sign-in sets, as a browser keeps them (the session
 * and its signed cache).
 */
export async function signInDemoBuyer(base: string): Promise<string> {
  const check = await fetch(`${base}/api/human-check`, { method: 'POST' });
  const { token } = (await check.json()) as { token: string };
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'x-captcha-response': token },
    body: JSON.stringify({ email: 'buyer@backdrop.test', password: 'backdrop-buyer' }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (!cookies.some((cookie) => cookie.startsWith('better-auth.session_token=')))
    throw new Error(`could not sign in as the demo buyer (${response.status}); seed with demo accounts`);
  return cookies.join('; ');
}
