import { ChevronDown, ImageUp, KeyRound, LogOut, ReceiptText, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../core/paths';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink transition-colors hover:bg-paper-deep';

/**
 * The small account menu of the desktop header: Profile, My purchases, Account and Log out. A
 * disclosure (button and list), closed by Escape, by a click elsewhere, or by choosing an item.
 */
export function AccountMenu({ onLogOut }: { onLogOut: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full p-2 text-paper/85 transition-colors hover:bg-paper/10 hover:text-paper"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          id={listId}
          className="absolute right-0 mt-2 w-44 rounded-lg border border-rule bg-paper p-1 shadow-xl shadow-black/20"
        >
          <li>
            <Link to={paths.profile.path} className={itemClass} onClick={() => setOpen(false)}>
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </li>
          <li>
            <Link to={paths.myPurchases.path} className={itemClass} onClick={() => setOpen(false)}>
              <ReceiptText aria-hidden="true" className="size-4" />
              My purchases
            </Link>
          </li>
          <li>
            <Link to={paths.contribute.path} className={itemClass} onClick={() => setOpen(false)}>
              <ImageUp aria-hidden="true" className="size-4" />
              Sell your photos
            </Link>
          </li>
          <li>
            <Link to={paths.account.path} className={itemClass} onClick={() => setOpen(false)}>
              <KeyRound aria-hidden="true" className="size-4" />
              Account
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                onLogOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
