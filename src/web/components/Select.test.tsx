// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { Select, type SelectOption } from './Select';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Sort = 'car' | 'cat' | 'apple' | 'newest';

const OPTIONS: readonly SelectOption<Sort>[] = [
  { value: 'car', label: 'Car' },
  { value: 'cat', label: 'Cat' },
  { value: 'apple', label: 'Apple' },
  { value: 'newest', label: 'Newest', disabled: true },
];

function Controlled({ loading = false, disabled = false }: { loading?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState<Sort | undefined>(undefined);
  return (
    <>
      <Field label="Sort by" error={value === 'apple' ? 'Apples are not a sort' : undefined}>
        {(control) => (
          <Select
            {...control}
            value={value}
            onValueChange={setValue}
            options={OPTIONS}
            placeholder="Choose an order"
            loading={loading}
            disabled={disabled}
          />
        )}
      </Field>
      <output>{value ?? 'none'}</output>
    </>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Sort by', hidden: true });
const chosen = () => document.querySelector('output')?.textContent;
const type = (key: string) => fireEvent.keyDown(trigger(), { key });

describe('Select', () => {
  it('is a combobox named by its Field label, showing the placeholder', () => {
    render(<Controlled />);
    expect(trigger().textContent).toContain('Choose an order');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with the keyboard, lists the options and chooses one', () => {
    render(<Controlled />);
    trigger().focus();
    type('Enter');
    // While open, Radix hides the rest of the page from assistive technology (aria-hidden).
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { hidden: true });
    const options = [...listbox.querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual(['Car', 'Cat', 'Apple', 'Newest']);
    expect(options[3]?.getAttribute('aria-disabled')).toBe('true');
    const cat = options[1];
    if (!cat) throw new Error('no Cat option');
    fireEvent.click(cat);
    expect(chosen()).toBe('cat');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(trigger().textContent).toContain('Cat');
  });

  it('marks an invalid choice with aria-invalid and the error description', () => {
    render(<Controlled />);
    type('a');
    expect(chosen()).toBe('apple');
    expect(trigger().getAttribute('aria-invalid')).toBe('true');
    expect(trigger().getAttribute('aria-describedby')).toBe(
      screen.getByText('Apples are not a sort').closest('p')?.id,
    );
  });

  it('type-ahead joins keys typed within 1 s (spec §9)', () => {
    vi.useFakeTimers();
    render(<Controlled />);
    type('c');
    expect(chosen()).toBe('car');
    act(() => vi.advanceTimersByTime(999));
    type('a');
    act(() => vi.advanceTimersByTime(999));
    type('t');
    // "cat": still one search, so Cat; a reset would have searched "t" and found nothing.
    expect(chosen()).toBe('cat');
  });

  it('type-ahead starts over 1 s after the last key (spec §9)', () => {
    vi.useFakeTimers();
    render(<Controlled />);
    type('c');
    expect(chosen()).toBe('car');
    act(() => vi.advanceTimersByTime(1000));
    type('a');
    // The search was reset: "a" alone, so Apple rather than "ca" (which would stay on Car).
    expect(chosen()).toBe('apple');
  });

  it('type-ahead in the open list also starts over after 1 s (spec §9)', () => {
    vi.useFakeTimers();
    render(<Controlled />);
    trigger().focus();
    type('Enter');
    const listbox = screen.getByRole('listbox', { hidden: true });
    const focusedOption = () => {
      act(() => vi.advanceTimersByTime(0));
      return document.activeElement?.textContent;
    };
    fireEvent.keyDown(listbox, { key: 'c' });
    expect(focusedOption()).toBe('Car');
    act(() => vi.advanceTimersByTime(500));
    fireEvent.keyDown(listbox, { key: 'a' });
    // "ca" within the second: still Car.
    expect(focusedOption()).toBe('Car');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.keyDown(listbox, { key: 'a' });
    // A new search for "a" alone.
    expect(focusedOption()).toBe('Apple');
  });

  it('does not open or change while disabled or loading', () => {
    const { unmount } = render(<Controlled disabled />);
    expect(trigger().hasAttribute('disabled')).toBe(true);
    type('Enter');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    unmount();
    render(<Controlled loading />);
    expect(trigger().getAttribute('aria-busy')).toBe('true');
    type('Enter');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    type('c');
    expect(chosen()).toBe('none');
  });

  it('keeps focus while busy: aria-disabled, not the native disabled the browser drops focus from', () => {
    const { rerender } = render(<Controlled />);
    trigger().focus();
    rerender(<Controlled loading />);
    expect(trigger().hasAttribute('disabled')).toBe(false);
    expect(trigger().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(trigger());
    rerender(<Controlled />);
    expect(trigger().hasAttribute('aria-disabled')).toBe(false);
    type('Enter');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });
});

function Decades() {
  const [decade, setDecade] = useState<string | undefined>('1970s');
  return (
    <>
      <Select
        aria-label="Decade"
        allLabel="All decades"
        value={decade}
        onValueChange={setDecade}
        options={[
          { value: '1960s', label: '1960s', count: 1204 },
          { value: '1970s', label: '1970s', count: 87 },
        ]}
      />
      <output>{decade ?? 'all'}</output>
    </>
  );
}

describe('Select with an "all" option and counts', () => {
  it('lists "All decades" first, shows counts, and hands back undefined for it', () => {
    render(<Decades />);
    const decade = () => screen.getByRole('combobox', { name: 'Decade', hidden: true });
    expect(decade().textContent).toBe('1970s');
    decade().focus();
    fireEvent.keyDown(decade(), { key: 'Enter' });
    const options = [...screen.getByRole('listbox', { hidden: true }).querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual(['All decades', '1960s1,204', '1970s87']);
    const all = options[0];
    if (!all) throw new Error('no "All decades" option');
    fireEvent.click(all);
    expect(chosen()).toBe('all');
    expect(decade().textContent).toBe('All decades');
  });
});
