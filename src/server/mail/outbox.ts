import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/tables';
import type { Mail } from './mailer';

/** Development mail outbox (ARCHITECTURE.md): what would have gone out over SMTP. */

/** Attachments are not kept: the outbox's mails link to everything they attach. */
export async function keepInOutbox(db: Database, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

/** The newest `limit` mails, all or those to one address (any case), and how many there are. */
export async function readOutbox(db: Database, options: { limit: number; to?: string }) {
  const where = options.to ? eq(sql`lower(${mailOutbox.to})`, sql`lower(${options.to})`) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        created_at: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(options.limit),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
