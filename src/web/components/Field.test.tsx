// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, TextareaField, TextField } from './Field';
import { FormAlert } from './FormAlert';
import { Input } from './Input';
import { Textarea } from './Textarea';

afterEach(cleanup);

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        label="Email"
        hint="We never share it."
        error={error}
        value={value}
        onValueChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('Field and TextField', () => {
  it('names the control by its label and describes it with the hint', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const hint = screen.getByText('We never share it.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('links the error with aria-describedby and marks the control invalid', () => {
    render(<Controlled error="Please enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('Please enter a valid email address.').closest('p');
    const hint = screen.getByText('We never share it.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([hint.id, error?.id]);
  });

  it('reports each keystroke through onValueChange', () => {
    render(<Controlled />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.test' },
    });
    expect(screen.getByText('ada@example.test').tagName).toBe('OUTPUT');
  });

  it('hands any control its id and states (render prop)', () => {
    render(
      <Field label="Notes" error="Too long" id="notes">
        {(control) => <Textarea {...control} defaultValue="x" />}
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea.id).toBe('notes');
    expect(textarea.getAttribute('aria-describedby')).toBe('notes-error');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });

  it('TextareaField is a labelled multi-line input', () => {
    render(<TextareaField label="Message" value="Hello" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });
});

describe('Input', () => {
  it('shows disabled, invalid and loading states to assistive technology', () => {
    render(
      <>
        <Input aria-label="Off" disabled />
        <Input aria-label="Wrong" invalid />
        <Input aria-label="Checking" loading />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Off' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Wrong' }).getAttribute('aria-invalid')).toBe('true');
    const busy = screen.getByRole('textbox', { name: 'Checking' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.parentElement?.querySelector('svg')).toBeTruthy();
  });
});

describe('FormAlert', () => {
  it('is announced as an alert', () => {
    render(<FormAlert>Please enter your first name.</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('Please enter your first name.');
  });
});
