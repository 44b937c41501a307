import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { DeferredDialog } from '../../../components/DeferredDialog';

interface FiltersDrawerProps {
  /** How many filters are active, shown on the button. */
  activeCount: number;
  /** The close button's words, e.g. "Show 120 photos". */
  resultLabel: string;
  /** Told when the drawer opens or closes (the page loads the filter counts on first open). */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** Phones and tablets: the filter panel in a dialog (desktop has the sidebar), its code loaded on first use. */
export function FiltersDrawer({ activeCount, resultLabel, onOpenChange, children }: FiltersDrawerProps) {
  return (
    <div className="lg:hidden">
      <DeferredDialog
        title="Filters"
        size="sm"
        closeLabel="Close filters"
        {...(onOpenChange ? { onOpenChange } : {})}
        trigger={
          <Button variant="secondary" size="sm">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {activeCount > 0 && (
              <span className="rounded-full bg-ink px-1.5 text-xs text-paper tabular-nums">
                {activeCount}
                <span className="sr-only"> active</span>
              </span>
            )}
          </Button>
        }
        footer={(close) => (
          <Button block onClick={close}>
            {resultLabel}
          </Button>
        )}
      >
        {children}
      </DeferredDialog>
    </div>
  );
}
