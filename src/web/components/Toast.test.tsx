// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { errorDescription, notify, UNEXPECTED_ERROR } from './Toast';

afterEach(cleanup);

describe('errorDescription', () => {
  it("uses an error's message, a string, or the generic sentence", () => {
    expect(errorDescription(new Error('Photo not found'))).toBe('Photo not found');
    expect(errorDescription('Too many requests')).toBe('Too many requests');
    expect(errorDescription(new Error('  '))).toBe(UNEXPECTED_ERROR);
    expect(errorDescription(null)).toBe(UNEXPECTED_ERROR);
  });
});

describe('notify', () => {
  it('shows a success toast with its description', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Photo updated', 'Changes saved successfully');
    });
    expect(await screen.findByText('Photo updated')).toBeTruthy();
    expect(screen.getByText('Changes saved successfully')).toBeTruthy();
  });

  it("shows a failure with the error's message", async () => {
    render(<Toaster />);
    act(() => {
      notify.error('Update failed', new Error('Admin privileges required'));
    });
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('Admin privileges required')).toBeTruthy();
  });

  it('shows the same words once: raised again, the toast replaces the one showing', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Added to cart', 'Photo added to your cart successfully');
      notify.success('Added to cart', 'Photo added to your cart successfully');
      notify.success('Photo updated', 'Changes saved successfully');
    });
    expect(await screen.findByText('Photo updated')).toBeTruthy();
    expect(screen.getAllByText('Added to cart')).toHaveLength(1);
  });
});
