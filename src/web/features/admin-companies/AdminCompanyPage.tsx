import { ArrowLeft, Building2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminCompanyDetail } from '../../../core/admin-companies';
import { paths } from '../../../core/paths';
import { formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { ScrollRegion } from '../../components/ScrollRegion';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { RecordHistory } from '../admin-audit';
import { formatDateTime, StatusPill } from '../orders';
import { useAdminCompany } from './api/admin-companies';
import { RenameDialog } from './components/RenameDialog';

const PAGE = 'mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6';
const SECTION = 'space-y-4 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6';
const TH = 'px-3 py-2 font-medium whitespace-nowrap';
const TD = 'px-3 py-2 align-top';
const LINK = 'text-sepia underline-offset-4 hover:underline';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.adminCompanies.path}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-sepia underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All companies
    </Link>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-paper px-4 py-3 ring-1 ring-rule">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="font-display text-2xl text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={`${label} table`} className="rounded-xl ring-1 ring-rule">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            {head.map((title) => (
              <th key={title} scope="col" className={TH}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

function CompanyView({ company }: { company: AdminCompanyDetail }) {
  useDocumentTitle(company.name);
  const [renaming, setRenaming] = useState(false);
  return (
    <div className={PAGE}>
      <BackLink />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {company.logo ? (
          <img
            src={company.logo}
            alt={`${company.name} logo`}
            className="size-16 rounded-lg object-contain ring-1 ring-rule"
          />
        ) : (
          <span className="grid size-16 place-items-center rounded-lg bg-paper text-ink-soft ring-1 ring-rule">
            <Building2 aria-hidden="true" className="size-8" />
          </span>
        )}
        <div className="min-w-0 flex-[1_1_14rem]">
          <h1 className="font-display text-4xl break-words text-ink">{company.name}</h1>
          <p className="mt-1 text-sm break-all text-ink-soft">
            Owner {company.owner.email} · created{' '}
            <time dateTime={company.created_at}>{formatDateTime(company.created_at)}</time>
          </p>
        </div>
        <Button variant="secondary" onClick={() => setRenaming(true)}>
          Rename…
        </Button>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term="Projects">{company.stats.projects}</Figure>
        <Figure term="Wishlists">{company.stats.wishlists}</Figure>
        <Figure term="Paid orders">{company.stats.orders}</Figure>
        <Figure term="Revenue">{formatUsd(company.stats.revenue_cents)}</Figure>
      </dl>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <Section id="company-projects" title="Projects">
            {company.projects.length === 0 ? (
              <p className="text-sm text-ink-soft">No project is filed under this company.</p>
            ) : (
              <Table label="Projects" head={['Project', 'Buyer', 'Wishlists', 'Paid orders', 'Revenue']}>
                {company.projects.map((project) => (
                  <tr key={project.id} className="border-b border-rule last:border-0">
                    <th scope="row" className={`${TD} font-medium`}>
                      {project.name}
                    </th>
                    <td className={`${TD} min-w-48 break-all`}>{project.owner_email}</td>
                    <td className={`${TD} tabular-nums`}>{project.wishlists}</td>
                    <td className={`${TD} tabular-nums`}>{project.orders}</td>
                    <td className={`${TD} tabular-nums`}>{formatUsd(project.revenue_cents)}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
          <Section id="company-orders" title="Orders">
            <p className="text-sm text-ink-soft">
              “Sold as” is the company name on the order, its certificate and its invoice: the name at
              purchase.
            </p>
            {company.orders.length === 0 ? (
              <p className="text-sm text-ink-soft">No order counts for this company.</p>
            ) : (
              <Table label="Orders" head={['Order', 'Status', 'Buyer', 'Sold as', 'Total', 'Placed']}>
                {company.orders.map((order) => (
                  <tr key={order.id} className="border-b border-rule last:border-0">
                    <th scope="row" className={`${TD} font-medium whitespace-nowrap`}>
                      <Link to={paths.adminOrder.href({ id: order.id })} className={LINK}>
                        {order.order_number}
                      </Link>
                    </th>
                    <td className={TD}>
                      <StatusPill status={order.status} />
                    </td>
                    <td className={`${TD} min-w-48 break-all`}>{order.buyer_email}</td>
                    <td className={TD}>{order.company_name}</td>
                    <td className={`${TD} tabular-nums whitespace-nowrap`}>
                      {formatUsd(order.total_cents - order.refunded_cents)}
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>
                      <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
        </div>
        <div className="space-y-8">
          <Section id="company-people" title="People">
            <ul className="space-y-3">
              {company.people.map((person) => (
                <li key={person.id} className="text-sm">
                  <span className="block font-medium break-all text-ink">{person.email}</span>
                  <span className="block text-ink-soft">
                    {[
                      person.owner ? 'Owner' : null,
                      `${person.projects} ${person.projects === 1 ? 'project' : 'projects'}`,
                      `${person.orders} paid ${person.orders === 1 ? 'order' : 'orders'}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          <RecordHistory entityType="company" entityId={company.id} />
        </div>
      </div>
      <RenameDialog company={company} open={renaming} onClose={() => setRenaming(false)} />
    </div>
  );
}

/**
 * A company merged away leads to the one it was merged into (its link keeps working). Navigates
 * in an effect rather than with `<Navigate>`, whose code would ride in every visitor's router
 * chunk (the home page's script budget).
 */
function ToSurvivor({ id }: { id: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.adminCompany.href({ id }), { replace: true });
  }, [navigate, id]);
  return null;
}

/**
 * issue 25 `/admin/companies/:id`: the company with its logo, projects, orders and people, its
 * history, and its rename. An id merged away leads to the survivor's address.
 */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  const company = useAdminCompany(id);
  return (
    <PageState
      query={company}
      loading={
        <div className={PAGE} role="status" aria-label="Loading the company">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="mt-8 h-96 w-full rounded-2xl" />
        </div>
      }
      notFound={
        <div className={PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Company not found</h1>
          <p className="mt-4 text-ink-soft">There is no company at this address.</p>
        </div>
      }
      error={(retry) => (
        <div className={PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Company</h1>
          <ErrorState title="Error loading the company" onRetry={retry}>
            We could not load this company. Please try again.
          </ErrorState>
        </div>
      )}
    >
      {(data) => (data.id === id ? <CompanyView company={data} /> : <ToSurvivor id={data.id} />)}
    </PageState>
  );
}
