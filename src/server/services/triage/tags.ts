// Coach-set client tags (docs/triage.md): the roster filters by them.
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';

export async function setClientTags(db: Db, coachId: string, id: string, tags: string[]): Promise<{ id: string; tags: string[] }> {
  // One statement: another coach's client changes nothing and answers 404.
  const { count } = await db.client.updateMany({ where: { id, coachId }, data: { tags } });
  if (count === 0) throw notFound('Client');
  return { id, tags };
}
