// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button';

afterEach(cleanup);

describe('Button asChild', () => {
  it('gives its one child the button look, keeping the child a link with its own classes', () => {
    render(
      <Button asChild variant="secondary" className="mt-8">
        <a href="/cart" className="extra">
          Go to cart
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.className).toContain('rounded-full');
    expect(link.className).toContain('mt-8');
    expect(link.className).toContain('extra');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("runs the child's handler first, then the button's unless the child prevented it", () => {
    const order: string[] = [];
    const outer = vi.fn(() => order.push('button'));
    const { rerender } = render(
      <Button asChild onClick={outer}>
        <a href="/next" onClick={() => order.push('child')}>
          Go
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(order).toEqual(['child', 'button']);
    rerender(
      <Button asChild onClick={outer}>
        <a href="/next" onClick={(event) => event.preventDefault()}>
          Go
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('Button while loading', () => {
  it('stays focusable and named, says it is busy and unavailable, and ignores presses', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save Company</Button>);
    const button = screen.getByRole('button', { name: 'Save Company' });
    button.focus();
    rerender(
      <Button onClick={onClick} loading>
        Save Company
      </Button>,
    );
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Save Company</Button>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('does not submit its form again while busy, even when it is also disabled', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading disabled>
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is natively disabled when disabled and not busy', () => {
    render(<Button disabled>Create Wishlist</Button>);
    expect(screen.getByRole('button', { name: 'Create Wishlist' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('IconButton while busy', () => {
  it('keeps focus and ignores presses', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Remove from cart" busy onClick={onClick}>
        x
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove from cart' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
