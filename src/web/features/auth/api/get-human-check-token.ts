import { api, readJson } from '../../../api';

/** `POST /api/human-check` → a signed token, valid 5 minutes and accepted once (the local stand-in). */
export async function getHumanCheckToken(): Promise<string> {
  const body = await readJson(await api['human-check'].$post());
  return body.token;
}
