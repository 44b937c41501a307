// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

afterEach(cleanup);

function renderDialog() {
  render(
    <Dialog
      trigger={<Button>Delete collection</Button>}
      title="Delete this collection?"
      description="The photos stay in the catalogue."
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <p>Body text</p>
    </Dialog>,
  );
  return screen.getByRole('button', { name: 'Delete collection' });
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', () => {
    fireEvent.click(renderDialog());
    const dialog = screen.getByRole('dialog', { name: 'Delete this collection?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('The photos stay in the catalogue.').id,
    );
    expect(screen.getByText('Body text')).toBeTruthy();
    // Focus moves into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with the close button and gives focus back to the trigger', async () => {
    const trigger = renderDialog();
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape and from a footer DialogClose', () => {
    const trigger = renderDialog();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is controlled through open and onOpenChange', () => {
    const changes: boolean[] = [];
    render(<Dialog open title="Controlled" onOpenChange={(open) => changes.push(open)} />);
    expect(screen.getByRole('dialog', { name: 'Controlled' }).getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(changes).toEqual([false]);
  });
});
