import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../core/paths';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Pill } from '../../../components/Pill';
import { Skeleton } from '../../../components/Skeleton';
import { Spinner } from '../../../components/Spinner';
import { notify } from '../../../components/Toast';
import { DemoSection, Specimen, SpecimenGrid } from './DemoSection';

const INITIAL_CHIPS = ['1970s', 'Kitchen', 'Two people'];

export function PillDemos() {
  const [chips, setChips] = useState(INITIAL_CHIPS);
  return (
    <DemoSection
      id="pills"
      title="Pills"
      description="Tags, events and active filters. A pill that goes somewhere is a link; a removable chip has its own remove button."
    >
      <SpecimenGrid>
        <Specimen label='tone="neutral" | "accent" | "dark"'>
          <Pill>Neutral</Pill>
          <Pill tone="accent">Accent</Pill>
          <span className="rounded-md bg-ink-soft p-2">
            <Pill tone="dark">On a photo</Pill>
          </span>
        </Specimen>
        <Specimen label="link with a click count">
          <Pill to={paths.popular.href()} count={1284}>
            Kitchen
          </Pill>
          <Pill to={paths.popular.href()}>Wedding</Pill>
        </Specimen>
        <Specimen label="removable (active filters)" wide>
          {chips.map((chip) => (
            <Pill key={chip} tone="accent" onRemove={() => setChips((all) => all.filter((c) => c !== chip))}>
              {chip}
            </Pill>
          ))}
          {chips.length < INITIAL_CHIPS.length && (
            <Button variant="link" size="sm" onClick={() => setChips(INITIAL_CHIPS)}>
              Reset chips
            </Button>
          )}
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}

export function LoadingDemos() {
  return (
    <>
      <DemoSection
        id="skeleton"
        title="Skeleton"
        description="Stands in for content of a known shape while it loads, at its final size, so nothing moves when it arrives."
      >
        <SpecimenGrid>
          <Specimen label="text lines">
            <div className="w-full space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          </Specimen>
          <Specimen label="photo tiles">
            <div className="flex w-full gap-2">
              <Skeleton className="h-24 flex-[1.5]" />
              <Skeleton className="h-24 flex-1" />
              <Skeleton className="h-24 flex-[0.7]" />
            </div>
          </Specimen>
          <Specimen label="chips">
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </Specimen>
        </SpecimenGrid>
      </DemoSection>
      <DemoSection
        id="spinner"
        title="Spinner"
        description="For waits of unknown shape (a page's code, a button's action). Still for people who ask for reduced motion."
      >
        <SpecimenGrid>
          <Specimen label="default (size-8)">
            <Spinner label="Loading photos…" />
          </Specimen>
          <Specimen label="small, inline">
            <span className="inline-flex items-center gap-2 text-sm text-ink-soft">
              <Spinner label="" className="size-4" /> Updating cart…
            </span>
          </Specimen>
          <Specimen label="large (page)">
            <Spinner label="Loading page…" className="size-10" />
          </Specimen>
        </SpecimenGrid>
      </DemoSection>
    </>
  );
}

export function StateDemos() {
  return (
    <>
      <DemoSection
        id="empty-state"
        title="Empty state"
        description="Nothing to show, and what to do about it."
      >
        <div className="rounded-2xl border border-dashed border-rule bg-white/50">
          <EmptyState
            title="No photos found"
            icon={<ImageOff className="size-10" />}
            action={
              <Button variant="secondary" onClick={() => notify.info('Filters cleared')}>
                Clear all
              </Button>
            }
          >
            Try adjusting your filters or search criteria
          </EmptyState>
        </div>
      </DemoSection>
      <DemoSection
        id="error-state"
        title="Error state"
        description="Something inside a page failed; the header and footer still work. Offer a retry."
      >
        <div className="rounded-2xl border border-dashed border-rule bg-white/50">
          <ErrorState
            title="Error Loading Photo"
            retryLabel="Reload Page"
            onRetry={() => notify.info('Retrying…')}
            action={
              <Button variant="ghost" asChild>
                <Link to={paths.home.href()}>Go home</Link>
              </Button>
            }
          >
            We couldn't load this photo. Check your connection and try again.
          </ErrorState>
        </div>
      </DemoSection>
      <DemoSection
        id="breadcrumb"
        title="Breadcrumb"
        description="Where a page sits; the last crumb is the current page."
      >
        <Breadcrumb
          items={[
            { label: 'Home', to: paths.home.href() },
            { label: 'Photos', to: paths.photos.href() },
            { label: '1970s photos' },
          ]}
        />
      </DemoSection>
    </>
  );
}
