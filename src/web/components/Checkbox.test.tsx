// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Only photos with faces"
      hint="People detected by the face scan."
      checked={checked}
      onCheckedChange={setChecked}
      disabled={disabled}
    />
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its hint', () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Only photos with faces' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(box.getAttribute('aria-describedby')).toBe(
      screen.getByText('People detected by the face scan.').id,
    );
  });

  it('toggles on a click of the box and of its label', () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Only photos with faces' });
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Only photos with faces'));
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('does not toggle when disabled', () => {
    render(<Controlled disabled />);
    const box = screen.getByRole('checkbox', { name: 'Only photos with faces' });
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(box.hasAttribute('disabled')).toBe(true);
  });

  it('shows the indeterminate and invalid states', () => {
    render(
      <>
        <Checkbox label="All decades" checked="indeterminate" onCheckedChange={() => {}} />
        <Checkbox label="I agree" checked={false} invalid onCheckedChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'All decades' }).getAttribute('aria-checked')).toBe('mixed');
    expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-invalid')).toBe('true');
  });
});
