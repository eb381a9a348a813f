// Identical reads that arrive together share one run (docs/decisions/0015-shared-reads.md).
//
// The coach dashboard's aggregates read the whole roster (client progress over every session,
// this week's activity, the missed window, the stat cards): 3–15 ms of database work each at 200
// clients. A burst of the same read for the same coach (several tabs, refetch on focus and
// reconnect, an API client polling in parallel) would run that work once per request and queue
// behind itself. Here a read that finds the same read already on its way waits for that run
// instead of starting its own. Nothing is kept once a run has answered: this is not a cache, and
// no answer is older than the run it came from.
//
// A run is shared only while this process has sent no write since it started: any INSERT, UPDATE,
// DELETE, MERGE or TRUNCATE, seen on the driver adapter (write-watch.ts), ends sharing for every
// run on its way, before the statement is sent, after it, and when its transaction ends. So a
// request that arrives after a write this process made (the coach's own, a client's logged set, a
// job) never receives an answer read before it. A write through another instance is seen by the
// runs that start after it, as with any read that was already running when the write landed.
import type { WriteWatcher } from './write-watch.ts';

/** Runs on their way, by key; a run started before an invalidation is never joined after it. */
export class SharedFlights {
  private readonly flights = new Map<string, { mark: number; result: Promise<unknown> }>();
  private generation = 0;

  /** The generation a run starts in: it is joined only while this is still current. */
  get mark(): number {
    return this.generation;
  }

  /** The run of `key` on its way in the current generation, or a new one of `run`, with the mark it started in. */
  share<R>(key: string, run: () => Promise<R>): { result: Promise<R>; mark: number } {
    const flying = this.flights.get(key);
    if (flying && flying.mark === this.generation) return flying as { result: Promise<R>; mark: number };
    const flight = { mark: this.generation, result: run() };
    this.flights.set(key, flight);
    const land = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.result.then(land, land);
    return flight;
  }

  invalidateAll(): void {
    this.generation += 1;
    this.flights.clear();
  }
}

/** A statement that can change data a shared read reads: any data-modifying statement. */
const DATA_WRITE = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE)\b/i;

/** Ends sharing on every write this process sends (openDatabase installs it). */
export const sharedReadsWatcher = (flights: SharedFlights): WriteWatcher => ({
  touches: (sql) => DATA_WRITE.test(sql),
  onWrite: () => flights.invalidateAll(),
});

/** The shared runs of the Prisma clients that have them; a client without them (a transaction, a test's own) runs every read. */
const registry = new WeakMap<object, SharedFlights>();

export function attachSharedReads(db: object, flights: SharedFlights): void {
  registry.set(db, flights);
}

/**
 * `run`, or the identical run already on its way on `db`'s client. `key` must name everything
 * the answer depends on but the clock: the read, the tenant, and every input. The answer is the
 * same object for every request that shared it: callers must not change it.
 */
export function shareRead<R>(db: object, key: string, run: () => Promise<R>): Promise<R> {
  const flights = registry.get(db);
  return flights ? flights.share(key, run).result : run();
}
