import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { importLegacyUsers } from '../auth/legacy-users';
import type { DatabaseHandle } from '../db/client';
import { bulkInsert } from './bulk-insert';
import type { Creator } from './family';
import type { Random } from './random';

/** Development-only sign-ins, printed in the README. Never created when NODE_ENV=production. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@backdrop.test',
    password: 'backdrop-admin',
    firstName: 'Avery',
    lastName: 'Admin',
    role: 'admin',
  },
  user: {
    email: 'buyer@backdrop.test',
    password: 'backdrop-buyer',
    firstName: 'Morgan',
    lastName: 'Props',
    role: 'user',
  },
} as const;

/**
 * A family archive that sells through Backdrop but has nothing on sale yet: sign in as it to
 * upload at /contribute and follow a photo through review (issue 26). Kept apart from the two
 * accounts above, and its ids are not drawn from the seed's random stream, so adding it changed
 * no other demo row.
 */
export const DEMO_CONTRIBUTOR = {
  email: 'contributor@backdrop.test',
  password: 'backdrop-contributor',
  firstName: 'Ines',
  lastName: 'Okafor',
  storefrontName: 'The Okafor Family Archive',
} as const;

export const DEMO_LEGACY_USER = {
  email: 'legacy@backdrop.test',
  firstName: 'Lee',
  lastName: 'Wong',
} as const;

const USER_COLUMNS = [
  ['id', 'uuid'],
  ['name', 'text'],
  ['email', 'text'],
  ['email_verified', 'boolean'],
  ['role', 'text'],
] as const;
const PROFILE_COLUMNS = [
  ['id', 'uuid'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['storefront_name', 'text'],
  ['bio', 'text'],
  ['agreement_type', 'text'],
  ['agreement_accepted', 'boolean'],
  ['agreement_date', 'timestamptz'],
] as const;
const ACCOUNT_COLUMNS = [
  ['id', 'text'],
  ['account_id', 'text'],
  ['provider_id', 'text'],
  ['user_id', 'uuid'],
  ['password', 'text'],
] as const;

export async function insertCreators(handle: DatabaseHandle, creators: readonly Creator[]): Promise<void> {
  await bulkInsert(
    handle,
    'user',
    USER_COLUMNS,
    creators.map((creator) => ({
      id: creator.id,
      name: `${creator.firstName} ${creator.lastName}`,
      email: creator.email,
      email_verified: true,
      role: 'user',
    })),
  );
  await bulkInsert(
    handle,
    'profiles',
    PROFILE_COLUMNS,
    creators.map((creator) => ({
      id: creator.id,
      first_name: creator.firstName,
      last_name: creator.lastName,
      storefront_name: creator.storefrontName,
      bio: `Photographs from the ${creator.lastName} family of ${creator.home.city}, ${creator.home.country}, cleared for production use.`,
      agreement_type: 'standard',
      agreement_accepted: true,
      agreement_date: '2025-01-15T00:00:00Z',
    })),
  );
}

/** The demo admin and demo buyer, with passwords hashed the way better-auth verifies them. */
export async function insertDemoAccounts(
  handle: DatabaseHandle,
  rng: Random,
): Promise<{ adminId: string; userId: string }> {
  const accounts = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.user].map((account) => ({
    ...account,
    id: rng.uuid(),
  }));
  await bulkInsert(
    handle,
    'user',
    USER_COLUMNS,
    accounts.map((a) => ({
      id: a.id,
      name: `${a.firstName} ${a.lastName}`,
      email: a.email,
      email_verified: true,
      role: a.role,
    })),
  );
  await bulkInsert(
    handle,
    'profiles',
    PROFILE_COLUMNS,
    accounts.map((a) => ({
      id: a.id,
      first_name: a.firstName,
      last_name: a.lastName,
      agreement_type: 'standard',
      agreement_accepted: true,
      agreement_date: new Date().toISOString(),
    })),
  );
  const rows = [];
  for (const account of accounts) {
    rows.push({
      id: rng.uuid(),
      account_id: account.id,
      provider_id: 'credential',
      user_id: account.id,
      password: await hashPassword(account.password),
    });
  }
  await bulkInsert(handle, 'account', ACCOUNT_COLUMNS, rows);
  await insertDemoContributor(handle);
  // A WordPress-era account without a password on the new site, to try the migration flow.
  await importLegacyUsers(handle, [DEMO_LEGACY_USER]);
  const [admin, user] = accounts;
  if (!admin || !user) throw new Error('demo accounts missing');
  return { adminId: admin.id, userId: user.id };
}

async function insertDemoContributor(handle: DatabaseHandle): Promise<void> {
  const id = randomUUID();
  const who = DEMO_CONTRIBUTOR;
  await bulkInsert(handle, 'user', USER_COLUMNS, [
    { id, name: `${who.firstName} ${who.lastName}`, email: who.email, email_verified: true, role: 'user' },
  ]);
  await bulkInsert(handle, 'profiles', PROFILE_COLUMNS, [
    {
      id,
      first_name: who.firstName,
      last_name: who.lastName,
      storefront_name: who.storefrontName,
      bio: 'Three generations of family photographs from Lagos and Manchester, offered for production use.',
      agreement_type: 'standard',
      agreement_accepted: true,
      agreement_date: new Date().toISOString(),
    },
  ]);
  await bulkInsert(handle, 'account', ACCOUNT_COLUMNS, [
    {
      id: randomUUID(),
      account_id: id,
      provider_id: 'credential',
      user_id: id,
      password: await hashPassword(who.password),
    },
  ]);
}
