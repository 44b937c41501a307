import { companyNameProblem, descriptionProblem, entityNameProblem, normalizeName } from './entity-names';
import { isUuid } from './route-validity';
import { z } from './zod';

/** Fields of request bodies that several features take, with the spec's messages (§5). */

/** A uuid field named `name` in the messages: "Missing {name} parameter", "Invalid {name} format - must be valid UUID". */
export function uuidSchema(name: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `Missing ${name} parameter` : undefined) })
    .refine(isUuid, `Invalid ${name} format - must be valid UUID`);
}

/** entity-names.ts's rules for request bodies: the value arrives normalised, or the spec's message. */
function checked(problem: (value: string) => string | null, required: string, normalise = normalizeName) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : 'Invalid input') })
    .transform((value, ctx) => {
      const message = problem(value);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalise(value);
    });
}

export const companyNameSchema = checked(companyNameProblem, 'Company name is required');
export const entityNameSchema = checked(entityNameProblem, 'Name is required');
export const descriptionSchema = checked(descriptionProblem, 'Invalid input', (value) => value.trim());
