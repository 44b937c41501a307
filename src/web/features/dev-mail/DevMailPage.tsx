import { ExternalLink, Mail } from 'lucide-react';
import { useState } from 'react';
import { PageState } from '../../components/PageState';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { type OutboxMail, useOutbox } from './api/get-outbox';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

/**
 * /dev/mail: the local outbox for a person running Backdrop without SMTP. They read their mail
 * here and follow its links (the one-time login link). Production has no outbox.
 */
export function DevMailPage() {
  useDocumentTitle('Mail outbox');
  const outbox = useOutbox();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sepia">Development</p>
      <h1 className="mt-1 font-display text-4xl text-ink">Mail outbox</h1>
      <p className="mt-2 text-ink-soft">Newest first; refreshed every 3 seconds.</p>
      <div className="mt-8">
        <PageState
          query={outbox}
          loading={<Spinner label="Loading mail…" />}
          error={(_retry, error) => (
            <p role="alert" className="text-red-800">
              The outbox could not be read: {error.message}
            </p>
          )}
        >
          {(mails) => <Outbox mails={mails} selectedId={selectedId} onSelect={setSelectedId} />}
        </PageState>
      </div>
    </div>
  );
}

/** The outbox once it has answered: none on a server that sends real mail, else the list and one mail. */
function Outbox({
  mails,
  selectedId,
  onSelect,
}: {
  mails: OutboxMail[] | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (mails === null) {
    return (
      <div role="status">
        <h2 className="font-display text-2xl text-ink">Not available</h2>
        <p className="mt-2 text-ink-soft">This server sends real e-mail, so there is no local outbox.</p>
      </div>
    );
  }
  if (mails.length === 0) {
    return <p className="text-ink-soft">No mail yet. Ask for a login link and it appears here.</p>;
  }
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0];
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <MailList mails={mails} selectedId={selected?.id} onSelect={onSelect} />
      {selected && <MailView mail={selected} />}
    </div>
  );
}

interface MailListProps {
  mails: OutboxMail[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

function MailList({ mails, selectedId, onSelect }: MailListProps) {
  return (
    <ul
      aria-label="Mails"
      className="divide-y divide-rule overflow-hidden rounded-xl border border-rule bg-white"
    >
      {mails.map((mail) => (
        <li key={mail.id}>
          <button
            type="button"
            aria-current={mail.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(mail.id)}
            className="block w-full px-4 py-3 text-left transition-colors hover:bg-paper-deep/50 aria-[current=true]:bg-sepia-light/25"
          >
            <span className="block truncate font-medium text-ink">{mail.subject}</span>
            <span className="block truncate text-sm text-ink-soft">To {mail.to}</span>
            <time dateTime={mail.created_at} className="block text-xs text-ink-soft">
              {formatTime(mail.created_at)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}

function MailView({ mail }: { mail: OutboxMail }) {
  return (
    <article aria-labelledby="mail-subject" className="min-w-0 space-y-4">
      <header>
        <h2 id="mail-subject" className="flex items-center gap-2 font-display text-2xl text-ink">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-sepia" />
          {mail.subject}
        </h2>
        <p className="text-sm text-ink-soft">
          To {mail.to} · {formatTime(mail.created_at)}
        </p>
      </header>
      {mail.links.length > 0 && (
        <section aria-label="Links in this mail">
          <ul className="space-y-2">
            {mail.links.map((link) => (
              <li key={link} className="flex flex-wrap items-center gap-3">
                <a
                  href={link}
                  className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-paper transition-colors hover:bg-sepia"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Open link
                </a>
                <code className="min-w-0 flex-1 break-all text-xs text-ink-soft">{link}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* sandbox="" : the mail's HTML runs no scripts and cannot navigate this page. */}
      <iframe
        title={`Mail: ${mail.subject}`}
        sandbox=""
        srcDoc={mail.html}
        className="h-[36rem] w-full rounded-xl border border-rule bg-white"
      />
    </article>
  );
}
