import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, type CheckoutQuote } from '../../../../core/checkout';
import type { Project } from '../../../../core/collecting';
import { normalizeName } from '../../../../core/entity-names';
import { taxCentsFor, taxLineLabel, taxRateFor } from '../../../../core/tax';
import { ApiError } from '../../../api';
import { TextareaField, TextField } from '../../../components/Field';
import { ProjectChooser, useProjects } from '../../projects';
import { checkoutKeys } from '../api/checkout-keys';
import { CheckoutChangedError, useStartCheckout } from '../api/start-checkout';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type CheckoutProblems,
  type CheckoutValues,
  checkoutProblems,
  fieldId,
  isCheckoutField,
} from '../checkout-form';
import { newIdempotencyKey } from '../idempotency-key';
import { appPath, browserLocation } from '../leave-page';
import { quoteChanges } from '../quote-changes';
import { CheckoutLines } from './CheckoutLines';
import { CountrySelect } from './CountrySelect';
import { PaySummary } from './PaySummary';

interface CheckoutFormProps {
  quote: CheckoutQuote;
  /** Filled in when the page opens (the signed-in person's name). */
  initialBillingName: string;
  /** Opens "Create Project for Purchase"; the page holds the dialog, outside this form. */
  onCreateProject: () => void;
  /** A project made in that dialog, chosen at once (spec §4). */
  createdProject: Project | null;
  projectId: string | null;
  onProjectChange: (projectId: string) => void;
}

const SECTION = 'space-y-5 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6';

/** Moves focus to the first field with a problem, in the form's order (its control's id). */
function focusFirst(problems: CheckoutProblems): void {
  const first = CHECKOUT_FIELDS.find((field) => problems[field]);
  if (!first) return;
  const control =
    document.getElementById(fieldId(first)) ??
    document.querySelector<HTMLElement>(`[data-field="${first}"] button`);
  control?.focus();
}

/** A failed start that is not about one field, in words for the buyer. */
function formMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return CHECKOUT_MESSAGES.paymentsUnavailable;
    if (error.status === 401) return 'Your session has ended. Sign in again to pay; your cart is saved.';
    if (error.status === 400 && error.message) return error.message;
    // Issue 22: a line licensed for this project already, in the server's words (which line, what to do).
    if (error.status === 409 && error.code === 'duplicate' && error.message) return error.message;
  }
  return 'We could not start the payment. Nothing was charged; please try again.';
}

/**
 * issue 13 checkout: the lines, who the licences are for (project, production, company), billing
 * and the licence terms, and one pay button. The idempotency key is made once when the page
 * opens and kept for every retry of this attempt, so a repeated request answers the same order;
 * a double click sends one request. A 409 puts the new quote in place and this form shows what
 * changed until the buyer presses pay again (with the new fingerprint).
 */
export function CheckoutForm({
  quote,
  initialBillingName,
  onCreateProject,
  createdProject,
  projectId,
  onProjectChange,
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const projects = useProjects();
  const start = useStartCheckout();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [seen, setSeen] = useState(quote);
  // An attempt that ended without payment left its form on the order: it is filled in again (issue 22).
  const draft = quote.draft;
  const [titleDraft, setTitle] = useState<string | null>(draft?.production_title || null);
  const [companyDraft, setCompanyDraft] = useState<string | null>(draft?.company || null);
  const [billingName, setBillingName] = useState(draft?.billing_name || initialBillingName);
  const [billingAddress, setBillingAddress] = useState(draft?.billing_address ?? '');
  const [billingCountry, setBillingCountry] = useState(draft?.billing_country ?? '');
  const [poNumber, setPoNumber] = useState(draft?.po_number ?? '');
  const [acceptTerms, setAcceptTerms] = useState(draft?.accept_terms ?? false);
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<CheckoutProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [paymentsDown, setPaymentsDown] = useState(false);

  // The company printed on the licence is the chosen project's until the buyer types another.
  const chosen =
    (projects.data?.items ?? []).find((project) => project.id === projectId) ??
    (createdProject?.id === projectId ? createdProject : null);
  const company = companyDraft ?? chosen?.company ?? '';
  // The production printed on the licence starts as the project's name; the buyer may change it.
  const title = titleDraft ?? chosen?.name ?? '';
  const values: CheckoutValues = {
    project_id: projectId,
    production_title: title,
    company,
    billing_name: billingName,
    billing_address: billingAddress,
    billing_country: billingCountry,
    po_number: poNumber,
    accept_terms: acceptTerms,
  };
  // Tax as the server will charge it: the configured rate of the chosen country (Stripe Tax adds its own on Stripe's page).
  const taxRateBp = quote.tax.mode === 'rates' ? taxRateFor(quote.tax.rates, billingCountry) : 0;
  const tax =
    quote.tax.mode === 'stripe'
      ? { label: 'Tax', cents: null }
      : taxRateBp > 0
        ? {
            label: taxLineLabel(taxRateBp, billingCountry),
            cents: taxCentsFor(quote.summary.total_cents, taxRateBp),
          }
        : null;
  const problems = checkoutProblems(values);
  const shown = (field: CheckoutField) =>
    serverErrors[field] ?? (touched[field] ? problems[field] : undefined);
  const touch = (field: CheckoutField, value: string) =>
    setTouched((was) => ({ ...was, [field]: was[field] || value.trim() !== '' }));
  const edited = (field: CheckoutField) => {
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
    setFormError(null);
  };
  const chooseProject = useCallback(
    (id: string) => {
      setServerErrors(({ project_id: _gone, ...rest }) => rest);
      onProjectChange(id);
    },
    [onProjectChange],
  );

  const changes = seen.fingerprint === quote.fingerprint ? null : quoteChanges(seen, quote);
  const nothingToPay = quote.items.length === 0;
  const unavailable = quote.payments_unavailable || paymentsDown;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    // Pressing pay is the buyer's answer to a change notice: they have seen this quote.
    setSeen(quote);
    setTouched(Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, true])));
    setServerErrors({});
    setFormError(null);
    if (Object.keys(problems).length > 0) return focusFirst(problems);
    if (nothingToPay || unavailable || projectId === null) return;
    sending.current = true;
    start.mutate(
      {
        idempotency_key: idempotencyKey,
        fingerprint: quote.fingerprint,
        project_id: projectId,
        production_title: normalizeName(title),
        company: normalizeName(company),
        billing_name: normalizeName(billingName),
        billing_address: billingAddress.trim(),
        billing_country: billingCountry,
        po_number: normalizeName(poNumber),
      },
      {
        onSuccess: (started) => {
          // The button stays busy while the provider's page loads.
          setLeaving(true);
          // The development test provider's page is one of ours: the router goes there without
          // reloading, so focus moves to its heading and its title is announced (issue 23).
          const inApp = appPath(started.payment_url);
          if (inApp) void navigate(inApp);
          else browserLocation.assign(started.payment_url);
        },
        onError: (error) => {
          sending.current = false;
          if (error instanceof CheckoutChangedError) return;
          if (error instanceof ApiError && error.status === 400 && error.fields) {
            const fields = Object.fromEntries(
              Object.entries(error.fields).filter(([name]) => isCheckoutField(name)),
            ) as CheckoutProblems;
            if (Object.keys(fields).length > 0) {
              setServerErrors(fields);
              focusFirst(fields);
              return;
            }
          }
          if (error instanceof ApiError && error.status === 503) setPaymentsDown(true);
          if (error instanceof ApiError && error.message === CHECKOUT_MESSAGES.emptyCart) {
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.quote });
          }
          setFormError(formMessage(error));
        },
      },
    );
  };

  return (
    <form
      id="checkout-form"
      onSubmit={submit}
      noValidate
      aria-label="Checkout"
      className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      {/*
        The form first and the pay button with it (issue 22: a long cart put billing 3,000 px below
        Pay). On a phone: the form, then the summary and Pay, then the lines; on a desktop the
        lines follow the form on the left while the summary stays in view on the right.
      */}
      <div className="space-y-8">
        <section aria-labelledby="checkout-licence-heading" className={SECTION}>
          <div>
            <h2 id="checkout-licence-heading" className="font-display text-2xl text-ink">
              On the licence
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              The project, production and company printed on your licence certificate.
            </p>
          </div>
          <div data-field="project_id">
            <ProjectChooser
              id={fieldId('project_id')}
              value={projectId}
              onChange={chooseProject}
              onCreateProject={onCreateProject}
              error={shown('project_id')}
              emptyHint="Licences are bought for a project of one of your companies."
            />
          </div>
          <TextField
            id={fieldId('production_title')}
            label="Production title"
            value={title}
            onValueChange={(value) => {
              edited('production_title');
              setTitle(value);
            }}
            onBlur={() => touch('production_title', title)}
            error={shown('production_title')}
            maxLength={CHECKOUT_LIMITS.productionTitle}
          />
          <TextField
            id={fieldId('company')}
            label="Company"
            hint="Your project's company unless you change it."
            value={company}
            onValueChange={(value) => {
              edited('company');
              setCompanyDraft(value);
            }}
            onBlur={() => touch('company', company)}
            error={shown('company')}
            autoComplete="organization"
            maxLength={CHECKOUT_LIMITS.company}
          />
        </section>

        <section aria-labelledby="checkout-billing-heading" className={SECTION}>
          <h2 id="checkout-billing-heading" className="font-display text-2xl text-ink">
            Billing
          </h2>
          <TextField
            id={fieldId('billing_name')}
            label="Billing name"
            value={billingName}
            onValueChange={(value) => {
              edited('billing_name');
              setBillingName(value);
            }}
            onBlur={() => touch('billing_name', billingName)}
            error={shown('billing_name')}
            autoComplete="name"
            maxLength={CHECKOUT_LIMITS.billingName}
          />
          <TextareaField
            id={fieldId('billing_address')}
            label="Billing address"
            value={billingAddress}
            onValueChange={(value) => {
              edited('billing_address');
              setBillingAddress(value);
            }}
            onBlur={() => touch('billing_address', billingAddress)}
            error={shown('billing_address')}
            autoComplete="street-address"
            maxLength={CHECKOUT_LIMITS.billingAddress}
            rows={4}
          />
          <CountrySelect
            id={fieldId('billing_country')}
            value={billingCountry}
            onChange={(value) => {
              edited('billing_country');
              setBillingCountry(value);
              setTouched((was) => ({ ...was, billing_country: true }));
            }}
            error={shown('billing_country')}
          />
          <TextField
            id={fieldId('po_number')}
            label="PO number (optional)"
            hint="Your purchase-order number, printed on the invoice."
            value={poNumber}
            onValueChange={(value) => {
              edited('po_number');
              setPoNumber(value);
            }}
            onBlur={() => touch('po_number', poNumber)}
            error={shown('po_number')}
            maxLength={CHECKOUT_LIMITS.poNumber}
          />
        </section>
      </div>

      <PaySummary
        quote={quote}
        acceptTerms={acceptTerms}
        onAcceptTermsChange={(checked) => {
          edited('accept_terms');
          setAcceptTerms(checked);
        }}
        termsError={shown('accept_terms')}
        changes={changes}
        unavailable={unavailable}
        formError={formError}
        busy={start.isPending || leaving}
        tax={tax}
      />

      <section aria-labelledby="checkout-lines-heading" className={`${SECTION} lg:col-start-1`}>
        <h2 id="checkout-lines-heading" className="font-display text-2xl text-ink">
          Your licences
        </h2>
        <CheckoutLines items={quote.items} unavailable={quote.unavailable} project={chosen} />
      </section>
    </form>
  );
}
