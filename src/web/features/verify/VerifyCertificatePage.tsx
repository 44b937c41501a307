import { CircleAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatCertificateCode } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import { LICENSE_LABEL } from '../../../core/pricing';
import { isCertificateCode } from '../../../core/route-validity';
import type { CertificateVerification } from '../../../server/features/documents';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { TextField } from '../../components/Field';
import { PageState } from '../../components/PageState';
import { DocumentSkeleton } from '../../components/Skeleton';
import { TermDetail as Detail } from '../../components/TermRow';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCertificate } from './api/get-certificate';

const PAGE = 'mx-auto w-full max-w-4xl px-4 py-10 sm:px-6';
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const STATUS_NOTE: Record<CertificateVerification['status'], string> = {
  valid: 'Every photo on this certificate is licensed.',
  partially_refunded:
    'Some photos on this certificate were refunded and are no longer licensed; the others still are.',
  refunded: 'Every photo on this certificate was refunded: it no longer licenses any photo.',
};

const CODE_HINT = 'The 12 letters and digits printed on the certificate, for example A1B2-C3D4-E5F6.';
const CODE_PROBLEM =
  'Enter the 12 letters and digits printed on the certificate, for example A1B2-C3D4-E5F6.';

/** A box to type the code again: a mistyped link is one keystroke from the right certificate. */
function RetypeCode({ code }: { code: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = typed.trim();
    if (!isCertificateCode(trimmed)) {
      setError(CODE_PROBLEM);
      return;
    }
    setError(null);
    void navigate(paths.verifyCertificate.href({ code: formatCertificateCode(trimmed) }));
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Check another code"
      className="mx-auto mt-8 flex max-w-md flex-col gap-3 text-left sm:flex-row sm:items-start"
    >
      <TextField
        label="Certificate code"
        hint={error ? undefined : CODE_HINT}
        error={error}
        value={typed}
        onValueChange={(value) => {
          setTyped(value);
          setError(null);
        }}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        className="flex-1"
      />
      <Button type="submit" className="sm:mt-7">
        Check code
      </Button>
    </form>
  );
}

function CertificateNotFound({ code }: { code: string }) {
  useDocumentTitle('Certificate not found');
  return (
    <section aria-labelledby="certificate-not-found" className="mx-auto max-w-xl py-10 text-center">
      <ShieldX aria-hidden="true" className="mx-auto size-12 text-ink-soft/70" />
      <h1 id="certificate-not-found" className="mt-4 font-display text-4xl text-ink">
        Certificate not found
      </h1>
      <p className="mt-3 text-ink-soft">
        No certificate has the code <span className="font-medium break-all text-ink">{code}</span>. Check the
        code printed on the certificate and type it again; if it still cannot be found, the certificate was
        not issued by Backdrop.
      </p>
      {/* A new code starts a fresh box (the key), so it holds what the address now says. */}
      <RetypeCode key={code} code={code} />
      <p className="mt-8 text-sm">
        <Link to={paths.license.path} className="text-sepia underline underline-offset-4 hover:text-ink">
          About our licences
        </Link>
      </p>
    </section>
  );
}

function CertificateView({ certificate }: { certificate: CertificateVerification }) {
  useDocumentTitle(`Certificate ${certificate.certificate_code}`);
  const refunded = certificate.items.filter((item) => item.refunded).length;
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm font-medium tracking-wide text-sepia uppercase">Licence certificate</p>
        <h1 className="flex items-center gap-3 font-display text-4xl text-ink">
          <ShieldCheck aria-hidden="true" className="size-9 text-green-700" />
          Certificate genuine
        </h1>
        <p className="text-ink-soft">
          Backdrop issued certificate{' '}
          <span className="font-medium text-ink">{certificate.certificate_code}</span> on{' '}
          <time dateTime={certificate.issued_at}>{day.format(new Date(certificate.issued_at))}</time>.
        </p>
        <p
          className={
            certificate.status === 'valid'
              ? 'rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900'
              : 'flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950'
          }
        >
          {certificate.status !== 'valid' && (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {STATUS_NOTE[certificate.status]}
        </p>
      </header>
      <section
        aria-labelledby="certificate-details"
        className="rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6"
      >
        <h2 id="certificate-details" className="sr-only">
          Certificate details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Detail term="Production">{certificate.production_title}</Detail>
          <Detail term="Company">{certificate.company}</Detail>
          <Detail term="Order number">{certificate.order_number}</Detail>
          <Detail term="Date of issue">{day.format(new Date(certificate.issued_at))}</Detail>
        </dl>
      </section>
      <section aria-labelledby="certificate-photos" className="space-y-4">
        <h2 id="certificate-photos" className="font-display text-2xl text-ink">
          Licensed photos
          <span className="ml-2 text-base font-normal text-ink-soft">
            {certificate.items.length - refunded} of {certificate.items.length} licensed
          </span>
        </h2>
        <ul
          aria-label="Photos on this certificate"
          className="divide-y divide-rule rounded-2xl bg-white ring-1 ring-rule"
        >
          {certificate.items.map((item) => (
            <li
              key={`${item.photoid}-${item.license_type}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3"
            >
              <div className={item.refunded ? 'min-w-0 text-ink-soft' : 'min-w-0 text-ink'}>
                <span className="mr-2 font-medium tabular-nums">#{item.photoid}</span>
                <span className={item.refunded ? 'line-through' : undefined}>{item.title}</span>
                {item.creator_name && (
                  <span className="block text-sm text-ink-soft">by {item.creator_name}</span>
                )}
              </div>
              <div className="text-sm">
                <span className="text-ink">{LICENSE_LABEL[item.license_type]}</span>
                {item.refunded && (
                  <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800">
                    Refunded — no longer licensed
                  </span>
                )}
              </div>
              {item.amendment && <p className="w-full text-sm font-medium text-ink">{item.amendment}</p>}
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-ink-soft">
        What each licence allows is set out on the <Link to={paths.license.path}>licence page</Link> and on
        the certificate itself.
      </p>
    </div>
  );
}

function VerifyBody({ code }: { code: string }) {
  const valid = isCertificateCode(code);
  const certificate = useCertificate(code, valid);
  if (!valid) return <CertificateNotFound code={code} />;
  return (
    <PageState
      query={certificate}
      loading={<DocumentSkeleton label="Checking the certificate" />}
      notFound={<CertificateNotFound code={code} />}
      error={(retry) => (
        <ErrorState title="Error checking the certificate" onRetry={retry}>
          We could not check this certificate. Please try again.
        </ErrorState>
      )}
    >
      {(data) => <CertificateView certificate={data} />}
    </PageState>
  );
}

/**
 * issue 13 /verify/{code}: public, no sign-in. Anyone holding a licence certificate (a clearance
 * lawyer, an insurer) confirms Backdrop issued it and sees which lines were refunded since.
 */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  return (
    <div className={PAGE}>
      <VerifyBody code={code} />
    </div>
  );
}
