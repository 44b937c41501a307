import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { STALE_EDIT } from '../../../../core/admin-lists';
import {
  type AdminBanner,
  BANNER_CONTENT_MAX,
  BANNER_MESSAGES,
  BANNER_TITLE_MAX,
} from '../../../../core/banner-html';
import { isDisplayText } from '../../../../core/plain-text';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { BannerBar } from '../../../layout/BannerBar';
import { useSaveBanner } from '../api/banners';
import { sanitiseBannerHtml } from '../sanitise-preview';

/** `datetime-local` works in the admin's own time zone; the API in instants. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);

const formSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, BANNER_MESSAGES.titleRequired)
      .max(BANNER_TITLE_MAX, BANNER_MESSAGES.titleTooLong)
      .refine(isDisplayText, BANNER_MESSAGES.titleInvalid),
    content: z
      .string()
      .max(BANNER_CONTENT_MAX, BANNER_MESSAGES.contentTooLong)
      .refine((value) => value.trim() !== '', BANNER_MESSAGES.contentRequired),
    starts_at: z.string(),
    ends_at: z.string(),
  })
  .refine((form) => !form.starts_at || !form.ends_at || form.ends_at > form.starts_at, {
    message: BANNER_MESSAGES.window,
    path: ['ends_at'],
  });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['title', 'content', 'starts_at', 'ends_at'] as const;

/** The preview: the HTML sanitised by the visitor's own code, shown in the visitor's own bar. */
function usePreview(html: string) {
  const [preview, setPreview] = useState<{ content: string; removed: string[] }>({
    content: '',
    removed: [],
  });
  useEffect(() => {
    let current = true;
    void sanitiseBannerHtml(html).then((clean) => {
      if (current) setPreview(clean);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return preview;
}

interface BannerComposerProps {
  /** The banner being edited, or null for a new one. */
  banner: AdminBanner | null;
  onDone: () => void;
}

/**
 * Compose or edit a banner (issue 25 item 4): title for admins, HTML for visitors, its window, and
 * a live preview exactly as visitors will see it. The server sanitises again on save and says what
 * it removed.
 */
export function BannerComposer({ banner, onDone }: BannerComposerProps) {
  const formId = useId();
  const save = useSaveBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    shouldFocusError: false,
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: banner?.title ?? '',
      content: banner?.content ?? '',
      starts_at: toLocalInput(banner?.starts_at ?? null),
      ends_at: toLocalInput(banner?.ends_at ?? null),
    },
  });
  const { control } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const content = useWatch({ control, name: 'content' });
  const preview = usePreview(content ?? '');

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      {
        ...(banner ? { id: banner.id, version: banner.version } : {}),
        title: values.title,
        content: values.content,
        starts_at: toInstant(values.starts_at),
        ends_at: toInstant(values.ends_at),
      },
      {
        onSuccess: ({ banner: saved, removed }) => {
          notify.success(
            banner ? 'Banner saved' : 'Banner created',
            removed.length > 0
              ? `“${saved.title}” was saved without what is not allowed: ${removed.join(', ')}.`
              : `“${saved.title}” was saved.`,
          );
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0)
            showServerErrors(FIELDS.map((field) => [field, error.fields?.[field]] as const));
          else
            setFailure(
              error instanceof ApiError && error.status === 409 ? STALE_EDIT : errorDescription(error),
            );
        },
      },
    );
  }, focusFirstError);

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="rounded-2xl border border-rule bg-paper p-4 sm:p-6"
    >
      <h2 id={`${formId}-heading`} className="font-display text-2xl text-ink">
        {banner ? `Edit “${banner.title || 'Untitled banner'}”` : 'New banner'}
      </h2>
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormTextField
          control={control}
          name="title"
          label="Title"
          hint="For admins only; visitors never see it."
          required
          maxLength={BANNER_TITLE_MAX}
        />
        <FormTextareaField
          control={control}
          name="content"
          label="Content (HTML)"
          hint="Text, <b>, <strong>, <em>, <i>, <p>, <br>, <span> and links (<a href>). Anything else is removed on save."
          required
          rows={4}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="starts_at"
            type="datetime-local"
            label="Shows from"
            hint="Empty: as soon as it is active."
          />
          <FormTextField
            control={control}
            name="ends_at"
            type="datetime-local"
            label="Shows until"
            hint="Empty: until it is deactivated."
          />
        </div>
        <div>
          <h3 className="text-sm font-medium text-ink">Preview, as visitors will see it</h3>
          <div className="mt-2 overflow-hidden rounded-xl border border-rule">
            {preview.content.trim() ? (
              <BannerBar html={preview.content} onDismiss={() => {}} label="Banner preview" sticky={false} />
            ) : (
              <p className="p-4 text-sm text-ink-soft">Nothing to show yet.</p>
            )}
          </div>
          {preview.removed.length > 0 && (
            <p className="mt-2 text-sm text-red-800" role="status">
              Will be removed: {preview.removed.join(', ')}.
            </p>
          )}
          {banner && (
            <p className="mt-2 text-sm text-ink-soft">
              Visitors who dismissed this banner will not see your edits: for new news, compose a new banner.
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {banner ? 'Save banner' : 'Create banner'}
          </Button>
        </div>
      </form>
    </section>
  );
}
