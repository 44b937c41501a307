// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';
import { TextField } from './Field';

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

/** A dialog opened from code (no trigger), as the wishlist and refund dialogs are. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [name, setName] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add to wishlist
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add to wishlist"
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      >
        {step === 1 ? (
          <>
            <Button onClick={() => setStep(2)}>Create new company</Button>
            <Button onClick={() => setOpen(false)}>Create Wishlist</Button>
          </>
        ) : (
          <TextField label="Company name" value={name} onValueChange={setName} />
        )}
      </Dialog>
    </>
  );
}

describe('Dialog opened from code', () => {
  const opener = () => screen.getByRole('button', { name: 'Add to wishlist' });
  const open = () => {
    opener().focus();
    fireEvent.click(opener());
    return screen.getByRole('dialog', { name: 'Add to wishlist' });
  };

  it('returns focus to the element that opened it on Escape, Cancel and its main action', async () => {
    render(<OpenedFromCode />);
    fireEvent.keyDown(open(), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Create Wishlist' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('focuses the first field of a new step when the control that led there is gone', async () => {
    render(<OpenedFromCode />);
    open();
    const next = screen.getByRole('button', { name: 'Create new company' });
    next.focus();
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company name')));
  });
});

/** A dialog whose content arrives after it opens, the way a person's page loads into it. */
function LoadingDialog({ loaded }: { loaded: boolean }) {
  return (
    <Dialog open title="Person" onOpenChange={() => {}}>
      {loaded ? <TextField label="Name" value="" onValueChange={() => {}} /> : <p>Loading the person…</p>}
    </Dialog>
  );
}

describe('Dialog whose content is still loading', () => {
  it('holds focus on the dialog, not its close button, and gives it to the first field once it arrives', async () => {
    const { rerender } = render(<LoadingDialog loaded={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Person' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    rerender(<LoadingDialog loaded />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('leaves the close button alone when the user has gone to it', async () => {
    const { rerender } = render(<LoadingDialog loaded={false} />);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    rerender(<LoadingDialog loaded />);
    await act(async () => {});
    expect(document.activeElement).toBe(close);
  });
});
