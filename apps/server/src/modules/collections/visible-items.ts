import { sql, type RawBuilder } from 'kysely';

/**
 * True for an item row a visitor may see now: everything except a databag outside its
 * start/end window (a databag promotes its collection for a time only; outside the window the
 * rail simply is not there). The databags outside their window are few, so PostgreSQL reads
 * them once per query into a hashed set (`hashed SubPlan`) and tests each item row against it.
 *
 * `alias` names the collection_items table in the calling query.
 */
export function visibleItem(alias: string): RawBuilder<boolean> {
  const type = sql.ref(`${alias}.item_type`);
  const uuid = sql.ref(`${alias}.item_uuid`);
  return sql<boolean>`not (${type} = 'Databag' and ${uuid} in (
    select d.uuid from databags d where d.start_at > now() or d.end_at <= now()
  ))`;
}

/** The same window, for reading databag rows themselves. */
export function databagInWindow(alias: string): RawBuilder<boolean> {
  const start = sql.ref(`${alias}.start_at`);
  const end = sql.ref(`${alias}.end_at`);
  return sql<boolean>`(${start} is null or ${start} <= now()) and (${end} is null or ${end} > now())`;
}
