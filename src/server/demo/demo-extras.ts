import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import {
  companies,
  orderEvents,
  orderItems,
  orders,
  payments,
  photosDetails,
  projects,
  purchases,
  siteBanners,
  user,
} from '../db/tables';
import { bulkInsert } from './bulk-insert';
import type { Random } from './random';

const COLLECTIONS = [
  [
    'Kitchens through the decades',
    'kitchen',
    'From cast-iron stoves to avocado appliances: set dressing for any period kitchen.',
  ],
  ['Holiday mornings', 'christmas', 'Trees, tinsel and torn wrapping paper from a century of Christmases.'],
  ['Road trips & station wagons', 'road trip', 'Family cars, motels and scenic overlooks.'],
  ['Weddings', 'wedding', 'Church steps, cake cutting and first dances.'],
  ['Backyard summers', 'backyard', 'Barbecues, sprinklers and lawn chairs.'],
  ['School days', 'school', 'First days, class pictures and school buses.'],
  ['On the farm', 'farm', 'Harvests, barns and tractors.'],
  ['Night out at the diner', 'diner', 'Milkshakes, booths and jukeboxes.'],
] as const;

/** Click analytics derived from each photo's demo popularity, so "popular" means something. */
async function seedClickAnalytics(handle: DatabaseHandle): Promise<void> {
  await handle.raw(`
    insert into click_analytics (entity_type, taxonomy_type, entity_id, entity_name, total_clicks, unique_users, unique_sessions, last_clicked_at)
    select 'photo', '', id::text, title, popularity, greatest(1, popularity * 2 / 3), greatest(1, popularity * 4 / 5),
           now() - (photoid % 240) * interval '1 hour'
    from photos where photo_status = 'live' and popularity > 0`);
  const taxonomies: readonly (readonly [string, string])[] = [
    ['tag', 'unnest(tags)'],
    ['decade', 'decade_taken'],
    ['country', 'location_country'],
    ['state', 'location_state_province'],
    ['city', 'location_city'],
    ['image_style', 'image_style'],
    ['color_and_mood', 'color_and_mood'],
    ['emotion', 'unnest(emotions)'],
    ['ethnicity', 'unnest(ethnicities)'],
    ['age_group', 'unnest(age_groups)'],
    ['creator', 'user_id::text'],
  ];
  for (const [type, expression] of taxonomies) {
    await handle.raw(
      `insert into click_analytics (entity_type, taxonomy_type, entity_id, entity_name, total_clicks, unique_users, unique_sessions, last_clicked_at)
       select 'taxonomy', $1, value, value, clicks, greatest(1, clicks / 3), greatest(1, clicks / 2), now() - interval '2 hours'
       from (
         select value, (sum(popularity) / 10)::int as clicks
         from (select ${expression} as value, popularity from photos where photo_status = 'live') s
         where value is not null group by value
       ) totals where clicks > 0`,
      [type],
    );
  }
  // Creators are named by their storefront, not their id.
  await handle.raw(`
    update click_analytics ca set entity_name = pr.storefront_name
    from profiles pr where ca.taxonomy_type = 'creator' and ca.entity_id = pr.id::text`);
  await handle.raw(`
    insert into click_analytics (entity_type, taxonomy_type, entity_id, entity_name, total_clicks, unique_users, unique_sessions, last_clicked_at)
    select 'event', '', e.id::text, e.name, (sum(p.popularity) / 5)::int, greatest(1, (sum(p.popularity) / 15)::int),
           greatest(1, (sum(p.popularity) / 10)::int), now() - interval '1 hour'
    from events e join photo_events pe on pe.event_id = e.id join photos p on p.id = pe.photo_id
    where p.photo_status = 'live' group by e.id, e.name having sum(p.popularity) >= 5`);
  // A few recent raw events still waiting for the aggregator (the admin "processing queue").
  await handle.raw(`
    insert into click_events (event_type, entity_id, entity_type, session_id, user_agent, metadata)
    select 'photo_view', id::text, 'photo', 'demo-session-' || (photoid % 17), 'Mozilla/5.0 (demo)', '{}'::jsonb
    from photos where photo_status = 'live' order by popularity desc, photoid limit 60`);
}

/** Distinct words of titles and tags: the small table typo tolerance searches. */
export async function rebuildSearchLexicon(handle: DatabaseHandle): Promise<void> {
  await handle.raw('delete from search_lexicon');
  await handle.raw(`
    insert into search_lexicon (word, documents)
    select word, count(*)::int from (
      select distinct p.id, lower(backdrop_unaccent(w)) as word
      from photos p,
           regexp_split_to_table(p.title || ' ' || backdrop_join(p.tags), '[^[:alnum:]]+') as w
      where p.photo_status = 'live'
    ) words
    where char_length(word) >= 3
    group by word`);
}

async function seedCollections(handle: DatabaseHandle, rng: Random, adminId: string | null): Promise<void> {
  for (const [name, tag, description] of COLLECTIONS) {
    const id = rng.uuid();
    await bulkInsert(
      handle,
      'collections',
      [
        ['id', 'uuid'],
        ['name', 'text'],
        ['description', 'text'],
        ['is_published', 'boolean'],
        ['created_by', 'uuid'],
      ],
      [{ id, name, description, is_published: true, created_by: adminId }],
    );
    await handle.raw(
      `insert into collection_photos (collection_id, photo_id, position)
       select $1::uuid, id, (row_number() over (order by popularity desc, photoid))::int
       from (select id, popularity, photoid from photos
             where photo_status = 'live' and tags @> array[$2::text] order by popularity desc, photoid limit 48) chosen`,
      [id, tag],
    );
    await handle.raw(
      `update collections set cover_photo_id = (select photo_id from collection_photos where collection_id = $1::uuid order by position limit 1) where id = $1::uuid`,
      [id],
    );
  }
}

/** Two paid orders for the demo buyer so purchases and sales figures are not empty. */
async function seedDemoOrders(handle: DatabaseHandle, rng: Random, buyerId: string): Promise<void> {
  const db = handle.db;
  const company = 'Lantern Street Productions';
  const projectName = 'The Long Summer (feature)';
  const projectId = rng.uuid();
  await db.insert(companies).values({ name: company, createdBy: buyerId });
  await db
    .insert(projects)
    .values({ id: projectId, name: projectName, company, userId: buyerId, lastUsedAt: sql`now()` });
  const [buyer] = await db.select({ email: user.email }).from(user).where(eq(user.id, buyerId));
  for (const [offset, count] of [
    [3, 4],
    [40, 2],
  ] as const) {
    const orderId = rng.uuid();
    const daysAgo = (extra = sql``) => sql`now() - ${offset} * interval '1 day' ${extra}`;
    const lines = await db
      .select({
        id: photosDetails.id,
        photoid: photosDetails.photoid,
        title: photosDetails.title,
        priceCents: photosDetails.priceCents,
        creator: photosDetails.storefrontName,
      })
      .from(photosDetails)
      .where(eq(photosDetails.photoStatus, 'live'))
      .orderBy(desc(photosDetails.popularity), asc(photosDetails.photoid))
      .offset(offset)
      .limit(count);
    const subtotal = lines.reduce((sum, line) => sum + line.priceCents, 0);
    const paymentRef = `tps_demo_${orderId.slice(0, 8)}`;
    // As a checkout through the test provider leaves them (issue 13): the order's snapshot of its
    // production and lines, its history, the payment and the purchases.
    await db.insert(orders).values({
      id: orderId,
      userId: buyerId,
      projectId,
      status: 'paid',
      subtotalCents: subtotal,
      totalCents: subtotal,
      paidAt: daysAgo(),
      createdAt: daysAgo(),
      projectName,
      productionTitle: 'The Long Summer',
      companyName: company,
      billingName: 'Lantern Street Productions LLC',
      billingAddress: '4100 Lantern Street\nBurbank, CA 91505\nUnited States',
      billingEmail: buyer?.email ?? null,
      termsAcceptedAt: daysAgo(),
      paymentProvider: 'test',
      paymentRef,
      certificateCode: orderId.replace(/-/g, '').slice(0, 12).toUpperCase(),
    });
    await db.insert(orderEvents).values([
      {
        orderId,
        status: 'pending',
        note: `Order placed: ${lines.length} photos, awaiting payment`,
        createdAt: daysAgo(sql`- interval '2 minutes'`),
      },
      { orderId, status: 'paid', note: 'Payment received', createdAt: daysAgo() },
    ]);
    for (const line of lines) {
      const [item] = await db
        .insert(orderItems)
        .values({
          orderId,
          photoId: line.id,
          licenseType: 'background-dressing',
          priceCents: line.priceCents,
          discountedPriceCents: line.priceCents,
          photoNumber: line.photoid,
          title: line.title,
          creatorName: line.creator,
        })
        .returning({ id: orderItems.id });
      await db.insert(purchases).values({
        userId: buyerId,
        photoId: line.id,
        orderId,
        orderItemId: item?.id ?? null,
        projectId,
        licenseType: 'background-dressing',
        priceCents: line.priceCents,
        purchaseDate: daysAgo(),
      });
    }
    await db.insert(payments).values({
      orderId,
      provider: 'test',
      providerRef: paymentRef,
      status: 'succeeded',
      amountCents: subtotal,
    });
  }
}

/**
 * Every live demo photo keeps selling (issue 26: a photo goes live only cleared): each creator
 * gets person releases from its family's estate, one per person its busiest photo shows, and
 * each live photo a cleared clearance file with as many releases attached as it shows people.
 * Set-based statements, so a million photos cost three statements, not a million. The release
 * files themselves are not stored (the demo has no signatures to scan).
 */
export async function seedDemoClearances(handle: DatabaseHandle): Promise<void> {
  await handle.raw(`
    insert into releases (creator_id, kind, signer, signer_role, signed_on, covers, file_key, file_name, content_type, file_size, content_sha256)
    select c.user_id, 'person',
      'Estate of the ' || coalesce(pr.last_name, 'creator''s') || ' family', 'executor of the family estate', date '2020-01-15',
      'Family member ' || n || ' of the ' || coalesce(pr.last_name, 'creator''s') || ' family',
      'releases/demo-' || c.user_id || '-' || lpad(n::text, 3, '0') || '.pdf',
      'family-release-' || lpad(n::text, 3, '0') || '.pdf', 'application/pdf', 0,
      md5(c.user_id::text || ':' || n) || md5(n || ':' || c.user_id::text)
    from (select user_id, max(people_count) as most from photos where photo_status = 'live' group by user_id) c
    left join profiles pr on pr.id = c.user_id
    cross join lateral generate_series(1, greatest(c.most, 1)) n
    on conflict do nothing`);
  await handle.raw(`
    insert into photo_clearances (photo_id, rights_holder, rights_basis, source, recognisable_people, people_count,
      recognisable_property, property_count, exclusions, decision, decision_note, decided_at)
    select p.id, 'The ' || coalesce(pr.last_name, 'creator''s') || ' family', 'own_archive',
      'Family photo albums, scanned by the family', p.people_count > 0, p.people_count, false, 0,
      array['political_religious', 'criminal_defamatory']::text[], 'cleared', 'Demo catalogue: cleared when seeded', now()
    from photos p left join profiles pr on pr.id = p.user_id
    where p.photo_status = 'live'
    on conflict (photo_id) do nothing`);
  await handle.raw(`
    insert into photo_releases (photo_id, release_id)
    select p.id, r.id
    from photos p
    join (select id, creator_id, row_number() over (partition by creator_id order by file_key) as rank
          from releases where kind = 'person' and file_key like 'releases/demo-%') r
      on r.creator_id = p.user_id and r.rank <= p.people_count
    where p.photo_status = 'live' and p.people_count > 0
    on conflict do nothing`);
}

export async function seedDemoExtras(
  handle: DatabaseHandle,
  rng: Random,
  accounts: { buyerId: string | null; adminId: string | null },
): Promise<void> {
  await seedClickAnalytics(handle);
  await rebuildSearchLexicon(handle);
  await seedDemoClearances(handle);
  await seedCollections(handle, rng, accounts.adminId);
  if (accounts.buyerId) await seedDemoOrders(handle, rng, accounts.buyerId);
  await handle.db.insert(siteBanners).values({
    content:
      '<p><strong>New:</strong> the 1970s kitchens collection is live. <a href="/collections">Browse collections</a></p>',
    isActive: false,
  });
}
