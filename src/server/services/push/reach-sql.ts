// Who a reminder can reach (docs/push.md): the workout and check-in reminders pick their clients
// with the same rule, so it is written once.
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '#server/db/typed-sql';

/** The client `c` has an e-mail address or at least one push device: either is enough. */
export const reachableClient = (eb: ExpressionBuilder<DB & { c: DB['Client'] }, 'c'>) =>
  eb.or([eb('c.email', 'is not', null), eb.exists(eb.selectFrom('PushSubscription as ps').select(sql.lit(1).as('one')).whereRef('ps.userId', '=', 'c.userId'))]);
