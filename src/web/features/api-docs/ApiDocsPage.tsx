import { useDeferredValue, useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { TextField } from '../../components/Field';
import { Pill } from '../../components/Pill';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { API_DOCUMENT_URL, useApiDocument } from './api/get-api-document';
import {
  type Access,
  type ApiArea,
  type ApiBody,
  type ApiField,
  type ApiOperation,
  areasOf,
  type HttpMethod,
  matches,
} from './api-reference';

const PAGE = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6';

const METHOD_STYLE: Record<HttpMethod, string> = {
  get: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30',
  post: 'bg-sky-100 text-sky-900 ring-sky-700/30',
  put: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  patch: 'bg-violet-100 text-violet-900 ring-violet-700/30',
  delete: 'bg-red-100 text-red-900 ring-red-700/30',
};

const ACCESS_LABEL: Record<Access, string> = {
  public: 'Public',
  optional: 'Public; more when signed in',
  member: 'Signed in',
  admin: 'Admin',
  development: 'Development only',
};

const areaId = (name: string) => `area-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Text with `code` in backticks, as the document writes names and shapes. */
function Prose({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
          <code key={index} className="rounded bg-paper-deep/70 px-1 font-mono text-[0.9em] text-ink">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold uppercase ring-1 ${METHOD_STYLE[method]}`}
    >
      {method}
    </span>
  );
}

function Fields({ fields, label }: { fields: ApiField[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-rule/70 rounded-lg border border-rule bg-white">
      {fields.map((field) => (
        <li key={field.name} className="px-3 py-2 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <code className="font-mono font-semibold text-ink break-all">{field.name}</code>
            <span className="text-ink-soft">{field.type}</span>
            {field.required && <span className="text-xs font-semibold uppercase text-sepia">required</span>}
          </p>
          {(field.description || field.notes.length > 0) && (
            <p className="mt-0.5 text-ink-soft">
              <Prose text={[field.description, ...field.notes].filter(Boolean).join(' · ')} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Body({ body, label }: { body: ApiBody; label: string }) {
  return (
    <div className="mt-2">
      <p className="text-sm text-ink-soft">
        <code className="font-mono">{body.media}</code>
        {body.fields.length === 0 && body.type !== 'any' ? ` · ${body.type}` : ''}
      </p>
      {body.fields.length > 0 && (
        <div className="mt-2">
          <Fields fields={body.fields} label={label} />
        </div>
      )}
    </div>
  );
}

function OperationDetails({ operation }: { operation: ApiOperation }) {
  const title = `${operation.method.toUpperCase()} ${operation.path}`;
  return (
    <div className="space-y-5 border-t border-rule px-4 py-4">
      {operation.description && (
        <p className="text-ink">
          <Prose text={operation.description} />
        </p>
      )}
      <p className="text-sm text-ink-soft">
        <span className="font-semibold text-ink">Access: </span>
        {ACCESS_LABEL[operation.access]}
        {operation.needsSession && operation.access !== 'member' && operation.access !== 'admin'
          ? ' (with the session cookie)'
          : ''}
      </p>
      {operation.parameters.length > 0 && (
        <section>
          <h4 className="font-semibold text-ink">Parameters</h4>
          <Fields
            label={`Parameters of ${title}`}
            fields={operation.parameters.map((parameter) => ({
              ...parameter,
              type: `${parameter.type}, in the ${parameter.in}`,
            }))}
          />
        </section>
      )}
      {operation.requestBody && (
        <section>
          <h4 className="font-semibold text-ink">
            Request body{operation.requestBody.required ? '' : ' (optional)'}
          </h4>
          {operation.requestBody.description && (
            <p className="text-sm text-ink-soft">
              <Prose text={operation.requestBody.description} />
            </p>
          )}
          <Body body={operation.requestBody} label={`Request body of ${title}`} />
        </section>
      )}
      <section>
        <h4 className="font-semibold text-ink">Responses</h4>
        <ul aria-label={`Responses of ${title}`} className="mt-2 space-y-3">
          {operation.responses.map((response) => (
            <li key={response.status} className="text-sm">
              <p>
                <span
                  className={`mr-2 inline-block rounded px-1.5 font-mono font-bold ${
                    response.status.startsWith('2') || response.status.startsWith('3')
                      ? 'bg-emerald-50 text-emerald-900'
                      : 'bg-red-50 text-red-900'
                  }`}
                >
                  {response.status}
                </span>
                <span className="text-ink">
                  <Prose text={response.description} />
                </span>
              </p>
              {response.body && response.status.startsWith('2') && (
                <Body body={response.body} label={`Answer ${response.status} of ${title}`} />
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OperationItem({ operation }: { operation: ApiOperation }) {
  return (
    <li id={operation.id} className="overflow-hidden rounded-xl border border-rule bg-white/70">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-paper-deep/40">
          <MethodBadge method={operation.method} />
          <code className="min-w-0 font-mono text-sm font-semibold text-ink break-all">{operation.path}</code>
          <span className="text-sm text-ink-soft">
            <Prose text={operation.summary} />
          </span>
          {operation.access !== 'public' && (
            <Pill tone={operation.access === 'admin' ? 'dark' : 'accent'} className="sm:ml-auto">
              {ACCESS_LABEL[operation.access]}
            </Pill>
          )}
        </summary>
        <OperationDetails operation={operation} />
      </details>
    </li>
  );
}

function AreaSection({ area }: { area: ApiArea }) {
  const id = areaId(area.name);
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="font-display text-2xl text-ink">
        {area.name}
      </h2>
      {area.description && <p className="mt-1 text-ink-soft">{area.description}</p>}
      <ul aria-label={`${area.name} routes`} className="mt-4 space-y-2">
        {area.operations.map((operation) => (
          <OperationItem key={operation.id} operation={operation} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /api/docs: the API's reference, drawn from /api/openapi.json (issue 24 item 4) with the design
 * system's parts, from our own bundle (no CDN), for a production's asset team integrating with us.
 */
export function ApiDocsPage() {
  useDocumentTitle('API reference');
  const reference = useApiDocument();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);

  if (reference.isPending) {
    return (
      <div className={PAGE}>
        <Spinner label="Loading the API reference…" />
      </div>
    );
  }
  if (reference.isError) {
    return (
      <ErrorState title="The API reference could not be loaded" onRetry={() => void reference.refetch()}>
        {reference.error instanceof Error ? reference.error.message : null}
      </ErrorState>
    );
  }

  const areas = areasOf(reference.data)
    .map((area) => ({ ...area, operations: area.operations.filter((op) => matches(op, deferredFilter)) }))
    .filter((area) => area.operations.length > 0);
  const { info } = reference.data;
  const count = areas.reduce((sum, area) => sum + area.operations.length, 0);

  return (
    <div className={PAGE}>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sepia">For developers</p>
      <h1 className="mt-1 font-display text-4xl text-ink">API reference</h1>
      <p className="mt-2 text-ink-soft">
        {info.title} {info.version} · OpenAPI {reference.data.openapi} ·{' '}
        <a href={API_DOCUMENT_URL} className="font-medium text-sepia underline underline-offset-2">
          The OpenAPI document (JSON)
        </a>
      </p>
      {info.description && (
        <p className="mt-3 max-w-3xl text-ink">
          <Prose text={info.description} />
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="API areas" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {areas.map((area) => (
              <li key={area.name}>
                <a
                  href={`#${areaId(area.name)}`}
                  className="block rounded-full px-3 py-1 text-sm text-ink ring-1 ring-rule hover:bg-paper-deep/60 lg:rounded-md lg:ring-0"
                >
                  {area.name} <span className="text-ink-soft">({area.operations.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-10">
          <TextField
            label="Filter routes"
            hint="By path, method or summary, e.g. “cart” or “post wishlists”."
            type="search"
            value={filter}
            onValueChange={setFilter}
            autoComplete="off"
          />
          <p role="status" className="text-sm text-ink-soft">
            {count === 1 ? '1 route' : `${count} routes`}
          </p>
          {areas.map((area) => (
            <AreaSection key={area.name} area={area} />
          ))}
        </div>
      </div>
    </div>
  );
}
