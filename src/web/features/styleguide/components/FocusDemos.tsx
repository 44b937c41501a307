import { Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button, IconButton } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { Select, type SelectOption } from '../../../components/Select';
import { useFocusRequest } from '../../../components/use-focus-request';
import { useRemovedRowFocus } from '../../../components/use-removed-row-focus';
import { DemoSection, Specimen, SpecimenGrid } from './DemoSection';

/** How long the demos pretend the server takes. */
const WORK_MS = 2000;

/** A flag that is on for WORK_MS after `start`, as a request on its way would be. */
function useFakeWork(): [boolean, () => void] {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    setBusy(true);
    timer.current = setTimeout(() => setBusy(false), WORK_MS);
  }, []);
  return [busy, start];
}

function BusyButtonDemo() {
  const [busy, start] = useFakeWork();
  const [saves, setSaves] = useState(0);
  return (
    <>
      <Button
        loading={busy}
        onClick={() => {
          setSaves((count) => count + 1);
          start();
        }}
      >
        Save Company
      </Button>
      <output className="text-sm text-ink-soft">
        {saves} {saves === 1 ? 'save' : 'saves'} sent
      </output>
    </>
  );
}

type Licence = 'background' | 'hero';
const LICENCES: readonly SelectOption<Licence>[] = [
  { value: 'background', label: 'Background dressing · $12.50' },
  { value: 'hero', label: 'Hero usage · $62.50' },
];

function BusySelectDemo() {
  const [busy, start] = useFakeWork();
  const [licence, setLicence] = useState<Licence>('background');
  return (
    <Select
      aria-label="Licence for Picnic by the lake"
      size="sm"
      value={licence}
      options={LICENCES}
      loading={busy}
      onValueChange={(next) => {
        setLicence(next);
        start();
      }}
    />
  );
}

function CodeOpenedDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add to wishlist
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add to wishlist"
        description="Opened from code, with no trigger: Escape, Cancel or Create all hand focus back."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button onClick={() => setOpen(false)}>Create Wishlist</Button>
          </>
        }
      />
    </>
  );
}

function FieldErrorDemo() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useFocusRequest<HTMLInputElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Please give a reason for the refund.');
      field.request();
    } else setError(null);
  };
  return (
    <form onSubmit={submit} noValidate className="w-full space-y-3">
      <TextField
        ref={field.ref}
        label="Refund reason"
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          if (error && value.trim() !== '') setError(null);
        }}
        error={error}
      />
      <Button type="submit" variant="danger" size="sm">
        Refund $45.00
      </Button>
    </form>
  );
}

const ROWS = ['Picnic by the lake', 'Kitchen, 1974', 'Dock at dawn'];

function RemovedRowDemo() {
  const [rows, setRows] = useState(ROWS);
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useCallback((name: string | null) => {
    const root = list.current;
    const target =
      name === null
        ? root?.querySelector<HTMLElement>('h3')
        : root?.querySelector<HTMLElement>(`[data-row="${CSS.escape(name)}"] button`);
    target?.focus();
  }, []);
  useRemovedRowFocus(rows, focusRow);
  return (
    <div ref={list} className="w-full">
      <h3 tabIndex={-1} className="text-sm font-semibold text-ink">
        {rows.length} {rows.length === 1 ? 'photo' : 'photos'}
      </h3>
      <ul className="mt-2 divide-y divide-rule">
        {rows.map((name) => (
          <li key={name} data-row={name} className="flex items-center justify-between gap-3 py-1.5 text-sm">
            {name}
            <IconButton
              label={`Remove ${name}`}
              size="sm"
              onClick={() => setRows((current) => current.filter((row) => row !== name))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          </li>
        ))}
      </ul>
      {rows.length < ROWS.length && (
        <Button variant="link" size="sm" onClick={() => setRows(ROWS)}>
          Put the photos back
        </Button>
      )}
    </div>
  );
}

/** Focus as part of every component's contract (issue 23), each case live. */
export function FocusDemos() {
  return (
    <DemoSection
      id="focus"
      title="Focus"
      description="Focus is never lost: a busy control keeps it, a dialog hands it back to what opened it, a refused field takes it, a removed row passes it on, and a page change moves it to the new page's heading. Try each with the keyboard."
    >
      <SpecimenGrid>
        <Specimen label="busy button: focused, aria-disabled + aria-busy, presses ignored for 2 s">
          <BusyButtonDemo />
        </Specimen>
        <Specimen label="busy select: focused while its choice is saved">
          <BusySelectDemo />
        </Specimen>
        <Specimen label="dialog opened from code returns focus">
          <CodeOpenedDialogDemo />
        </Specimen>
        <Specimen label="a field error focuses its field" wide>
          <FieldErrorDemo />
        </Specimen>
        <Specimen label="a removed row hands focus to the next, else the heading">
          <RemovedRowDemo />
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}
