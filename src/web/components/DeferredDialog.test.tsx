// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { DeferredDialog } from './DeferredDialog';

afterEach(cleanup);

function drawer(onOpenChange = vi.fn()) {
  render(
    <DeferredDialog
      title="Filters"
      closeLabel="Close filters"
      onOpenChange={onOpenChange}
      trigger={<Button>Filters</Button>}
      footer={(close) => <Button onClick={close}>Show 120 photos</Button>}
    >
      <p>Decade</p>
    </DeferredDialog>,
  );
  return onOpenChange;
}

describe('DeferredDialog', () => {
  it('draws only its trigger until pressed, then opens once its code has arrived', async () => {
    const onOpenChange = drawer();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog.textContent).toContain('Decade');
  });

  it('closes from a footer button and opens again from the trigger', async () => {
    const onOpenChange = drawer();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show 120 photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });
});
