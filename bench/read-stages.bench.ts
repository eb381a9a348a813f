// Where one key read's server time goes, stage by stage (docs/performance.md, "Dates in a JSON
// answer, and the stages of a read"): each list read's service on its own, then the roster read
// (`GET /clients`) split into the database read through Prisma, the output schema's parse and the
// JSON text, against a `SELECT 1` through Prisma as the round trip's floor; last, the whole roster
// read 1, 10 and 50 at a time. In this process, on a pool of 10 connections; wall, CPU and garbage
// collection microseconds per call (CPU counts this process only, not PostgreSQL's). Embedded
// database, or DATABASE_URL.
//
//   npm run bench -- read-stages        (READ_STAGES_CLIENTS, default 200; READ_STAGES_CALLS, default 1000)
import { PerformanceObserver } from 'node:perf_hooks';
import { z } from 'zod';
import { openBenchDatabase } from './lib.ts';
import { systemClock } from '#server/lib/clock';
import { seedRoster } from '#server/seed/roster';
import { listClients } from '#server/services/clients/clients';
import { clientHistory } from '#server/services/clients/workouts';
import { listNotifications } from '#server/services/notifications/notifications';
import { listPlanPage } from '#server/services/plans/plans';
import { listPrograms } from '#server/services/programs/programs';
import { getTodaySession, listSessions } from '#server/services/workouts/read-sessions';
import { ZClient } from '#shared/schemas/clients';

/** The JSON text of an answer, as trpc-to-openapi's handler writes it. */
const jsonText = (value: unknown): string | undefined => JSON.stringify(value);

const CLIENTS = Number(process.env.READ_STAGES_CLIENTS ?? 200);
const CALLS = Number(process.env.READ_STAGES_CALLS ?? 1000);

/** Milliseconds of garbage collection since the process started (PerformanceObserver 'gc'). */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

/** `CALLS` calls of `run`, `concurrency` at a time; prints wall, CPU and GC microseconds per call. */
async function stage(label: string, run: () => unknown, concurrency = 1) {
  for (let i = 0; i < CALLS / 10; i++) await run();
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  const gc0 = gcMs;
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < CALLS) {
        started += 1;
        await run();
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  // GC entries are delivered after the pause they describe: let the last ones in.
  await new Promise((r) => setTimeout(r, 10));
  const perCall = (total: number) => (total / CALLS).toFixed(0).padStart(8);
  const out = await run();
  const bytes = typeof out === 'string' ? out.length : (jsonText(out)?.length ?? 0);
  console.log(`${label.padEnd(52)} ${perCall((performance.now() - wall0) * 1000)} ${perCall(cpu.user + cpu.system)} ${perCall((gcMs - gc0) * 1000)} ${String(bytes).padStart(8)}`);
}

export default async function readStagesBench() {
  const db = await openBenchDatabase({ poolMax: 10 });
  const now = systemClock.now();
  const roster = await seedRoster(db.prisma, { clients: CLIENTS, now });
  await db.prisma.$executeRawUnsafe('ANALYZE');
  const p = db.prisma;
  const { coachId } = roster;
  const clientId = roster.clientIds[0]!;
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded'} database, ${CLIENTS} clients; ${CALLS} calls per line, one at a time unless the line says otherwise`);
  console.log(`${'stage'.padEnd(52)} ${'wall µs'.padStart(8)} ${'CPU µs'.padStart(8)} ${'GC µs'.padStart(8)} ${'bytes'.padStart(8)}`);

  await stage('SELECT 1 through Prisma (the floor)', () => p.$queryRaw`SELECT 1`);
  await stage('today (service)', () => getTodaySession(p, clientId, now));
  await stage('workout-sessions (service)', () => listSessions(p, clientId, now));
  await stage('notifications (service)', () => listNotifications(p, coachId, {}));
  await stage('plans (service, first page)', () => listPlanPage(p, coachId, {}));
  await stage('programs (service)', () => listPrograms(p, coachId));
  await stage('clients/{id}/history (service)', () => clientHistory(p, coachId, clientId, now));

  const roster200 = await listClients(p, coachId, { includeArchived: false });
  const output = z.array(ZClient);
  await stage('clients: the read through Prisma', () => listClients(p, coachId, { includeArchived: false }));
  await stage('clients: output schema parse', () => output.parse(roster200));
  await stage('clients: JSON.stringify', () => JSON.stringify(roster200));
  await stage('clients: JSON.stringify (what the REST handler sends)', () => jsonText(roster200));
  // The whole read as a request makes it, one at a time and with the pool busy: does a call cost
  // more CPU when 50 are in flight in the same process?
  const whole = async () => jsonText(output.parse(await listClients(p, coachId, { includeArchived: false })));
  for (const concurrency of [1, 10, 50]) await stage(`clients: read, parse and text, ${concurrency} at a time`, whole, concurrency);
  await db.close();
}
