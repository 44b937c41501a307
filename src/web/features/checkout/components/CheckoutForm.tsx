import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, type CheckoutQuote } from '../../../../core/checkout';
import { checkoutFormSchema } from '../../../../core/checkout-schema';
import type { Project } from '../../../../core/collecting';
import { taxCentsFor, taxLineLabel, taxRateFor } from '../../../../core/tax';
import { ApiError } from '../../../api';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../../components/form-fields';
import { ProjectChooser, useProjects } from '../../projects';
import { checkoutKeys } from '../api/checkout-keys';
import { CheckoutChangedError, useStartCheckout } from '../api/start-checkout';
import { CHECKOUT_FIELDS, fieldId, focusTarget } from '../checkout-form';
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
  const [formError, setFormError] = useState<string | null>(null);
  const [paymentsDown, setPaymentsDown] = useState(false);
  // An attempt that ended without payment left its form on the order: it is filled in again (issue 22).
  const draft = quote.draft;
  const form = useForm({
    shouldFocusError: false,
    // raw: the fields keep what was typed; pay sends the schema's tidied values.
    resolver: zodResolver(checkoutFormSchema, undefined, { raw: true }),
    // A field is checked when it is left with something in it (the text fields are quiet when
    // empty), then as it changes; pay checks them all, and from then on each as it changes.
    mode: 'onTouched',
    defaultValues: {
      project_id: projectId ?? '',
      production_title: draft?.production_title ?? '',
      company: draft?.company ?? '',
      billing_name: draft?.billing_name || initialBillingName,
      billing_address: draft?.billing_address ?? '',
      billing_country: draft?.billing_country ?? '',
      po_number: draft?.po_number ?? '',
      accept_terms: draft?.accept_terms ?? false,
    },
  });
  const { control, setValue, getFieldState } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, CHECKOUT_FIELDS);
  const billingCountry = useWatch({ control, name: 'billing_country' });
  const project = useController({ control, name: 'project_id' });
  const terms = useController({ control, name: 'accept_terms' });
  // The project chooser and the terms box are not controls react-hook-form can hold: a problem
  // takes focus to them by their ids.
  useEffect(() => {
    project.field.ref(focusTarget('project_id'));
    terms.field.ref(focusTarget('accept_terms'));
  }, [project.field.ref, terms.field.ref]);

  // The page holds the chosen project (its dialog creates one outside this form); the form follows
  // it, and the production title and company follow the project until the buyer types their own.
  const chosen =
    (projects.data?.items ?? []).find((item) => item.id === projectId) ??
    (createdProject?.id === projectId ? createdProject : null);
  const ownTitle = useRef(Boolean(draft?.production_title));
  const ownCompany = useRef(Boolean(draft?.company));
  const follow = useCallback(
    (name: 'project_id' | 'production_title' | 'company', value: string) =>
      // A message already due (pay was pressed, or the field was left) follows the new value.
      setValue(name, value, { shouldValidate: form.formState.isSubmitted || getFieldState(name).isTouched }),
    [form, setValue, getFieldState],
  );
  useEffect(() => follow('project_id', projectId ?? ''), [follow, projectId]);
  useEffect(() => {
    if (!ownTitle.current) follow('production_title', chosen?.name ?? '');
  }, [follow, chosen?.name]);
  useEffect(() => {
    if (!ownCompany.current) follow('company', chosen?.company ?? '');
  }, [follow, chosen?.company]);

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
  const edited = () => setFormError(null);

  const changes = seen.fingerprint === quote.fingerprint ? null : quoteChanges(seen, quote);
  const nothingToPay = quote.items.length === 0;
  const unavailable = quote.payments_unavailable || paymentsDown;

  const pay = form.handleSubmit((typed) => {
    if (sending.current || nothingToPay || unavailable) return;
    sending.current = true;
    // Sent as the server keeps them: names normalised, the address trimmed (checked just now, so it parses).
    const { accept_terms: _accepted, po_number, ...values } = checkoutFormSchema.parse(typed);
    start.mutate(
      {
        idempotency_key: idempotencyKey,
        fingerprint: quote.fingerprint,
        ...values,
        po_number: po_number ?? '',
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
          if (
            error instanceof ApiError &&
            error.status === 400 &&
            CHECKOUT_FIELDS.some((field) => error.fields?.[field])
          ) {
            showServerErrors(CHECKOUT_FIELDS.map((field) => [field, error.fields?.[field]] as const));
            return;
          }
          if (error instanceof ApiError && error.status === 503) setPaymentsDown(true);
          if (error instanceof ApiError && error.message === CHECKOUT_MESSAGES.emptyCart) {
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.quote });
          }
          setFormError(formMessage(error));
        },
      },
    );
  }, focusFirstError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way sends nothing (a double click is one request).
    if (sending.current) return;
    // Pressing pay is the buyer's answer to a change notice: they have seen this quote.
    setSeen(quote);
    setFormError(null);
    void pay(event);
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
              onChange={onProjectChange}
              onCreateProject={onCreateProject}
              error={project.fieldState.error?.message}
              emptyHint="Licences are bought for a project of one of your companies."
            />
          </div>
          <FormTextField
            control={control}
            name="production_title"
            quietWhenEmpty
            onEdit={() => {
              ownTitle.current = true;
              edited();
            }}
            id={fieldId('production_title')}
            label="Production title"
            maxLength={CHECKOUT_LIMITS.productionTitle}
          />
          <FormTextField
            control={control}
            name="company"
            quietWhenEmpty
            onEdit={() => {
              ownCompany.current = true;
              edited();
            }}
            id={fieldId('company')}
            label="Company"
            hint="Your project's company unless you change it."
            autoComplete="organization"
            maxLength={CHECKOUT_LIMITS.company}
          />
        </section>

        <section aria-labelledby="checkout-billing-heading" className={SECTION}>
          <h2 id="checkout-billing-heading" className="font-display text-2xl text-ink">
            Billing
          </h2>
          <FormTextField
            control={control}
            name="billing_name"
            quietWhenEmpty
            onEdit={edited}
            id={fieldId('billing_name')}
            label="Billing name"
            autoComplete="name"
            maxLength={CHECKOUT_LIMITS.billingName}
          />
          <FormTextareaField
            control={control}
            name="billing_address"
            quietWhenEmpty
            onEdit={edited}
            id={fieldId('billing_address')}
            label="Billing address"
            autoComplete="street-address"
            maxLength={CHECKOUT_LIMITS.billingAddress}
            rows={4}
          />
          <Controller
            control={control}
            name="billing_country"
            render={({ field, fieldState }) => (
              <CountrySelect
                ref={field.ref}
                id={fieldId('billing_country')}
                value={field.value}
                onChange={(value) => {
                  edited();
                  field.onChange(value);
                  // A choice is checked at once, as a text field is when it is left.
                  field.onBlur();
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormTextField
            control={control}
            name="po_number"
            quietWhenEmpty
            onEdit={edited}
            id={fieldId('po_number')}
            label="PO number (optional)"
            hint="Your purchase-order number, printed on the invoice."
            maxLength={CHECKOUT_LIMITS.poNumber}
          />
        </section>
      </div>

      <PaySummary
        quote={quote}
        acceptTerms={terms.field.value}
        onAcceptTermsChange={(checked) => {
          edited();
          terms.field.onChange(checked);
        }}
        termsError={terms.fieldState.error?.message}
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
