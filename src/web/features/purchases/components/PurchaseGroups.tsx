import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../core/paths';
import { DownloadButton } from '../../orders';
import { licenceCount, type ProductionGroup, type ProjectGroup, zipChoices } from '../group-purchases';
import { PurchaseRow } from './PurchaseRow';

/** One project (and company) of a production: its counts, orders, ZIPs and licences. */
function ProjectSection({ group, production }: { group: ProjectGroup; production: string }) {
  const headingId = useId();
  const name = group.heading ?? production;
  // A group without project or company ("Other licences") is named by its production's heading alone.
  const Frame = group.heading ? 'section' : 'div';
  const zips = zipChoices(group);
  const groupZip = zips.find((zip) => zip.place === 'group');
  const orderZips = new Set(
    zips.flatMap((zip) => (zip.place === 'order' && 'order_id' in zip.request ? [zip.request.order_id] : [])),
  );
  return (
    <Frame
      aria-labelledby={group.heading ? headingId : undefined}
      className="mt-4 rounded-2xl bg-white px-5 py-4 ring-1 ring-rule sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-rule pb-4">
        <div className="min-w-0 space-y-1">
          {group.heading && (
            <h3 id={headingId} className="text-lg font-semibold text-ink">
              {group.heading}
            </h3>
          )}
          <p className="text-sm text-ink-soft">{licenceCount(group)}</p>
          {group.orders.length > 0 && (
            <ul aria-label={`Orders of ${name}`} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {group.orders.map((order) => (
                <li key={order.id} className="flex items-center gap-2">
                  <Link
                    to={paths.order.href({ id: order.id })}
                    className="text-sepia underline-offset-4 hover:underline"
                  >
                    Order {order.number}
                  </Link>
                  {orderZips.has(order.id) && (
                    <DownloadButton
                      request={{ order_id: order.id }}
                      label={`Download all (ZIP): order ${order.number}`}
                      variant="ghost"
                    >
                      Download all (ZIP)
                    </DownloadButton>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {groupZip && (
          <DownloadButton request={groupZip.request} label={`Download all (ZIP): ${name}`} variant="primary">
            Download all (ZIP)
          </DownloadButton>
        )}
      </div>
      <ul aria-label={`Licences of ${name}`} className="divide-y divide-rule">
        {group.purchases.map((purchase) => (
          <PurchaseRow key={purchase.id} purchase={purchase} />
        ))}
      </ul>
    </Frame>
  );
}

/** issue 13: the buyer's licences by production, each production a section with its projects. */
export function PurchaseGroups({ groups }: { groups: readonly ProductionGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((production) => (
        <ProductionSection key={production.key} production={production} />
      ))}
    </div>
  );
}

function ProductionSection({ production }: { production: ProductionGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {production.title}
      </h2>
      {production.projects.map((project) => (
        <ProjectSection key={project.key} group={project} production={production.title} />
      ))}
    </section>
  );
}
