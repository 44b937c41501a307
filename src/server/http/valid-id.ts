import { validateUuidParam } from '../../core/route-validity';
import { AppError } from '../errors';

/** A uuid from the path, or 400 with spec §5's message: a malformed id is the request's fault, not a miss. */
export function uuidParam(name: string, value: string | undefined): string {
  const check = validateUuidParam(name, value);
  if (!check.ok) throw new AppError('INVALID', check.message);
  return check.value;
}
