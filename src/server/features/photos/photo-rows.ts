import { z } from 'zod';
import { photoRowSchema } from '../../../core/photo-row';

/**
 * The shapes of this feature's hand-written statements (db/typed-rows.ts `queryRows`): what each
 * statement's rows are typed as, and, where tests run, checked against.
 */

/**
 * A grid photo as GRID_COLUMNS selects it: core's PhotoRow (what the web reads), its creation time
 * still the database's Date, which JSON turns into the string core names.
 */
export const gridRowSchema = photoRowSchema.extend({ created_at: z.date() });
export type GridRow = z.output<typeof gridRowSchema>;

/** A count the statement casts to int (`count(*)::int`), so the driver gives a number. */
export const countRowSchema = z.object({ n: z.number().int() });
