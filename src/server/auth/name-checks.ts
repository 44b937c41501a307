import { APIError } from 'better-auth/api';
import { checkName, FULL_NAME } from '../../core/person-name';
import { signupDetailsSchema } from './signup-details';

function invalid(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'INVALID_INPUT', message });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The names a request to better-auth would store, checked before it runs (spec §5 rule, shared
 * with the web forms): the display name a one-time link keeps for a new account, and the sign-up
 * details. Refused with 400 and the rule's message whether or not the e-mail has an account, so the
 * answer says nothing about that. Other shapes are left to better-auth's own body schema.
 */
export function refuseInvalidNames(path: string, body: unknown): void {
  if (path !== '/sign-in/magic-link' || !isRecord(body)) return;
  if (typeof body.name === 'string') {
    const problem = checkName(body.name, FULL_NAME);
    if (problem) throw invalid(problem);
  }
  if (body.metadata !== undefined) {
    const details = signupDetailsSchema.safeParse(body.metadata);
    if (!details.success) throw invalid(details.error.issues[0]?.message ?? 'Invalid sign-up details.');
  }
}

/**
 * For better-auth's user create/update hooks: whatever path writes `user.name` (a link's sign-up,
 * Google, the admin plugin), it obeys the same rule. The request checks above catch people's
 * input earlier with a better answer; this is the backstop.
 */
export function refuseInvalidUserName(data: { name?: unknown }): void {
  if (typeof data.name !== 'string') return;
  const problem = checkName(data.name, FULL_NAME);
  if (problem) throw invalid(problem);
}
