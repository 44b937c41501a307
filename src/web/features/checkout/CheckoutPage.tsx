import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CHECKOUT_MESSAGES, type CheckoutQuote } from '../../../core/checkout';
import type { Project } from '../../../core/collecting';
import { paths } from '../../../core/paths';
import { ApiError } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { PROJECT_FORM_TITLE, ProjectForm } from '../projects';
import { useAuthState } from '../session';
import { useCheckoutQuote } from './api/get-checkout-quote';
import { CheckoutForm } from './components/CheckoutForm';

const PAGE = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6';

/** What the provider's return address says happened (`?payment=failed|cancelled`). */
function PaymentOutcome() {
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const message =
    payment === 'failed'
      ? CHECKOUT_MESSAGES.paymentFailed
      : payment === 'cancelled'
        ? CHECKOUT_MESSAGES.paymentCancelled
        : null;
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p className="font-medium">{message}</p>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <EmptyState
      title={CHECKOUT_MESSAGES.emptyCart}
      icon={<ShoppingCart className="size-12" />}
      action={
        <Button asChild>
          <Link to={paths.search.path}>Search photos</Link>
        </Button>
      }
    >
      There is nothing to license yet. Add photos from a search or a photo's page, then come back to check
      out.
    </EmptyState>
  );
}

function CheckoutSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading checkout"
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="space-y-4">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}

/** The person's name as a starting billing name; they can change it. */
function useProfileName(): string {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return '';
  const profile = auth.me.profile;
  const fromProfile = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return fromProfile || auth.me.user.name || '';
}

function CheckoutContents({ quote }: { quote: CheckoutQuote }) {
  const billingName = useProfileName();
  // The project of an attempt that ended without payment, if it still exists; else the default one.
  const [projectId, setProjectId] = useState<string | null>(quote.draft?.project_id ?? null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Project | null>(null);
  return (
    <>
      <CheckoutForm
        quote={quote}
        initialBillingName={billingName}
        projectId={projectId}
        onProjectChange={setProjectId}
        onCreateProject={() => setCreating(true)}
        createdProject={created}
      />
      {/* Outside the checkout form: the project form is a form of its own. */}
      {creating && (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setCreating(false);
          }}
          title={PROJECT_FORM_TITLE.purchase}
          description="The licences are bought for this project."
        >
          <ProjectForm
            onCreated={(project) => {
              // spec §4: a new project is selected at once.
              setCreated(project);
              setProjectId(project.id);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        </Dialog>
      )}
    </>
  );
}

function CheckoutBody() {
  const quote = useCheckoutQuote();
  return (
    <PageState
      query={quote}
      loading={<CheckoutSkeleton />}
      error={(retry, error) =>
        error instanceof ApiError && error.message === CHECKOUT_MESSAGES.emptyCart ? (
          <EmptyCheckout />
        ) : (
          <ErrorState title="Error loading checkout" onRetry={retry}>
            We could not load your order. Your cart is saved; please try again.
          </ErrorState>
        )
      }
    >
      {(data) =>
        data.items.length === 0 && data.unavailable.length === 0 ? (
          <EmptyCheckout />
        ) : (
          <CheckoutContents quote={data} />
        )
      }
    </PageState>
  );
}

/** issue 13 /checkout (signed in: under RequireUser): license the cart's photos for one production. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <div className={PAGE}>
      <h1 className="font-display text-4xl text-ink">Checkout</h1>
      <PaymentOutcome />
      <div className="mt-8">
        <CheckoutBody />
      </div>
    </div>
  );
}
