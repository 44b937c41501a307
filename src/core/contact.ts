import { isPlausibleEmail } from './auth-validation';
import { isPlainText } from './plain-text';
import { z } from './zod';

/** The contact form's limits: enough for any real question, small enough to refuse junk. */
export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, message: 5_000 } as const;

export const CONTACT_SUBJECTS = [
  'Licensing a photo',
  'Clearance paperwork',
  'Contributing family photos',
  'My account or an order',
  'Something else',
] as const;

const text = (field: string, max: number, empty: string) =>
  z
    .string({ error: empty })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: empty })
    .refine((value) => value.length <= max, {
      message: `${field} must be at most ${max.toLocaleString('en-US')} characters`,
    })
    .refine(isPlainText, { message: `${field} contains characters we cannot accept` });

/** POST /api/contact and the /contact form: the same rules and messages on both sides. */
export const contactSchema = z.object({
  name: text('Name', CONTACT_LIMITS.name, 'Please enter your name'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .transform((value) => value.trim())
    .refine((value) => isPlausibleEmail(value), { message: 'Please enter a valid email address' }),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose what your message is about' }),
  message: text('Message', CONTACT_LIMITS.message, 'Please write your message').refine(
    (value) => value.length >= CONTACT_LIMITS.messageMin,
    { message: `Please write at least ${CONTACT_LIMITS.messageMin} characters` },
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** The first problem of each field, as the form shows them under the fields. */
export function contactProblems(input: unknown): Partial<Record<keyof ContactMessage, string>> | null {
  const result = contactSchema.safeParse(input);
  if (result.success) return null;
  const problems: Partial<Record<keyof ContactMessage, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactMessage | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
