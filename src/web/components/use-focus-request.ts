import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus to an element after the render a request causes (issue 23: a validation error
 * moves focus to its field). Focus waits for that render, so the field is already described by
 * its new error when it arrives there, and a screen reader reads the two together.
 *
 * ```tsx
 * const reason = useFocusRequest<HTMLTextAreaElement>();
 * // on submit: setError('Please give a reason'); reason.request();
 * <TextareaField ref={reason.ref} error={error} … />
 * ```
 */
export function useFocusRequest<T extends HTMLElement>(): { ref: RefObject<T | null>; request: () => void } {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, request };
}
