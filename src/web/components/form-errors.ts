import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A field's message from the server, or nothing for that field. */
export type ServerMessage<T extends FieldValues> = readonly [Path<T>, string | null | undefined];

interface FormErrors<T extends FieldValues> {
  /** After a refused submit: focus goes to the first field with a message (give it as `onInvalid`). */
  focusFirstError: () => void;
  /**
   * Puts the server's messages (the error envelope's `fields`, or a duplicate's message) under
   * their fields and moves focus to the first of them. Fields without a message are left as they are.
   */
  showServerErrors: (messages: readonly ServerMessage<T>[]) => void;
  /** Takes the server's messages away (the person is changing what they were about). */
  clearServerErrors: () => void;
}

/**
 * Decision 015 for a react-hook-form form: an error moves focus to the field it is about. Focus
 * waits for the render that shows the message (as `use-focus-request.ts` does), so the field is
 * already described by its error when focus arrives and a screen reader reads the two together;
 * react-hook-form's own `shouldFocusError` focuses before that render, so the form turns it off.
 *
 * ```tsx
 * const form = useForm({ resolver: zodResolver(schema), shouldFocusError: false, … });
 * const { focusFirstError, showServerErrors } = useFormErrors(form, ['name', 'description']);
 * <form onSubmit={form.handleSubmit(save, focusFirstError)}>
 * // on a failed save: showServerErrors([['name', fieldMessage(error, 'name')]]);
 * ```
 *
 * `fields` lists the fields in the order they appear, so "first" is the first on screen.
 */
export function useFormErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'setFocus' | 'setError' | 'clearErrors'>,
  fields: readonly Path<T>[],
): FormErrors<T> {
  const { getFieldState, setFocus, setError, clearErrors } = form;
  const [requests, setRequests] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request, after its render.
  useEffect(() => {
    if (requests === 0) return;
    const first = fields.find((field) => getFieldState(field).error !== undefined);
    if (first) setFocus(first);
  }, [requests]);
  const focusFirstError = useCallback(() => setRequests((count) => count + 1), []);
  const showServerErrors = useCallback(
    (messages: readonly ServerMessage<T>[]) => {
      let shown = false;
      for (const [field, message] of messages) {
        if (!message) continue;
        setError(field, { type: 'server', message });
        shown = true;
      }
      if (shown) focusFirstError();
    },
    [setError, focusFirstError],
  );
  const clearServerErrors = useCallback(() => {
    const fromServer = fields.filter((field) => getFieldState(field).error?.type === 'server');
    if (fromServer.length > 0) clearErrors(fromServer);
  }, [fields, getFieldState, clearErrors]);
  return { focusFirstError, showServerErrors, clearServerErrors };
}
