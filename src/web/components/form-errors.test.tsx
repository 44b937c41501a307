// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../core/zod';
import { TextField } from './Field';
import { useFormErrors } from './form-errors';

afterEach(cleanup);

const schema = z.object({
  title: z.string().min(1, 'Please give a title'),
  note: z.string().min(1, 'Please write a note'),
});

let serverAnswer: ((messages: [['title' | 'note', string]]) => void) | null = null;

function Demo() {
  const form = useForm({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { title: '', note: '' },
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, ['title', 'note']);
  serverAnswer = (messages) => showServerErrors(messages);
  return (
    <form onSubmit={form.handleSubmit(() => {}, focusFirstError)} noValidate>
      {(['title', 'note'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              label={name === 'title' ? 'Title' : 'Note'}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

/** What the field said about itself at the moment it received focus. */
function describedWhenFocused(input: HTMLElement): () => string | null {
  let seen: string | null = null;
  input.addEventListener('focus', () => {
    const ids = input.getAttribute('aria-describedby') ?? '';
    seen = ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  });
  return () => seen;
}

describe('useFormErrors (decision 015)', () => {
  it('moves focus to the first field with a message, once the message describes it', async () => {
    render(<Demo />);
    const title = screen.getByLabelText('Title');
    const seen = describedWhenFocused(title);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'kept' } });
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(seen()).toBe('Please give a title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's messages under their fields and focuses the first", async () => {
    render(<Demo />);
    const note = screen.getByLabelText('Note');
    const seen = describedWhenFocused(note);
    act(() => serverAnswer?.([['note', 'A note like this exists already']]));
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(seen()).toBe('A note like this exists already');
    expect(screen.queryByText('Please give a title')).toBeNull();
  });
});
