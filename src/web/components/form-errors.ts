import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's messages (the error envelope's `fields`, or a duplicate's message) under
 * their fields, and moves focus to the first of them (decision 015: an error moves focus to the
 * field it is about). Fields without a message are left as they are.
 *
 * ```ts
 * onError: (error) => showServerErrors(form.setError, [['name', fieldMessage(error, 'name')]]),
 * ```
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: readonly (readonly [Path<T>, string | null | undefined])[],
): void {
  let focus = true;
  for (const [field, message] of messages) {
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
}
