// msw handlers speaking tRPC's batch wire format (the app uses httpBatchLink): one request may
// carry several procedures (`/trpc/a,b?batch=1&input={"0":…,"1":…}`), inputs and outputs are
// superjson-encoded, and the answer is an array with one result or error per procedure.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { deserialize, serialize } from 'superjson';
import type { AppRouter } from '#server/trpc/router';
import type { TrpcProcedurePath } from '#web/lib/trpc-paths.ts';

export type TrpcErrorCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';

const ERROR_CODES: Record<TrpcErrorCode, { rpc: number; http: number }> = {
  BAD_REQUEST: { rpc: -32600, http: 400 },
  UNAUTHORIZED: { rpc: -32001, http: 401 },
  FORBIDDEN: { rpc: -32003, http: 403 },
  NOT_FOUND: { rpc: -32004, http: 404 },
  CONFLICT: { rpc: -32009, http: 409 },
  TOO_MANY_REQUESTS: { rpc: -32029, http: 429 },
  INTERNAL_SERVER_ERROR: { rpc: -32603, http: 500 },
};

/** Throw (or return) this from a resolver to answer with a tRPC error. */
export class TrpcMockError extends Error {
  constructor(
    readonly code: TrpcErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface TrpcCall {
  path: string;
  input: unknown;
  authorization: string | null;
}

// Resolvers are typed from the server's router (docs/testing.md, "Web tests"): a mock keyed by a
// path the router lacks, or answering a shape its procedure does not return, fails typecheck.

export type { TrpcProcedurePath };

/** `At<T, 'coach.clients.list'>` is `T['coach']['clients']['list']`. */
type At<T, TPath extends string> = TPath extends `${infer Head}.${infer Rest}` ? (Head extends keyof T ? At<T[Head], Rest> : never) : TPath extends keyof T ? T[TPath] : never;

export type TrpcInput<P extends TrpcProcedurePath> = At<inferRouterInputs<AppRouter>, P>;
export type TrpcOutput<P extends TrpcProcedurePath> = At<inferRouterOutputs<AppRouter>, P>;

/** Stands in for one procedure: gets its input, answers its output or a TrpcMockError. */
export type TrpcResolver<P extends TrpcProcedurePath> = (input: TrpcInput<P>, call: TrpcCall) => TrpcOutput<P> | TrpcMockError | Promise<TrpcOutput<P> | TrpcMockError>;

/** The mocks for one test, keyed by procedure path; a key the router lacks is a type error. */
export type TrpcResolvers = { [P in TrpcProcedurePath]?: TrpcResolver<P> };

/** The handler looks resolvers up by the path on the wire, which only the router checks. */
type UntypedResolver = (input: unknown, call: TrpcCall) => unknown;

function errorItem(path: string, error: TrpcMockError) {
  const { rpc, http: status } = ERROR_CODES[error.code];
  const shape = { message: error.message, code: rpc, error: error.message, data: { code: error.code, httpStatus: status, path } };
  return { status, body: { error: serialize(shape) } };
}

/**
 * One msw handler for every procedure in `resolvers` (keyed 'auth.login', 'auth.me', …).
 * Calls are appended to `calls` so tests can assert what was sent. A procedure without a
 * resolver answers NOT_FOUND, which a test notices.
 */
export function trpcHandler(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  const byPath = resolvers as Partial<Record<string, UntypedResolver>>;
  const handle = async (request: Request, pathParam: string) => {
    const url = new URL(request.url);
    const paths = decodeURIComponent(pathParam).split(',');
    const rawInputs: Record<string, unknown> = request.method === 'GET' ? JSON.parse(url.searchParams.get('input') ?? '{}') : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const raw = rawInputs[String(index)] as { json?: unknown; meta?: unknown } | undefined;
        const input = raw && 'json' in raw ? deserialize(raw as Parameters<typeof deserialize>[0]) : undefined;
        const call: TrpcCall = { path, input, authorization: request.headers.get('authorization') };
        calls.push(call);
        const resolver = byPath[path];
        try {
          if (!resolver) throw new TrpcMockError('NOT_FOUND', `No mock for ${path}`);
          const output = await resolver(input, call);
          if (output instanceof TrpcMockError) throw output;
          return { status: 200, body: { result: { data: serialize(output) } } };
        } catch (error) {
          if (error instanceof TrpcMockError) return errorItem(path, error);
          throw error;
        }
      }),
    );
    const statuses = new Set(results.map((r) => r.status));
    const status = statuses.size === 1 ? results[0]!.status : 207;
    return HttpResponse.json(
      results.map((r) => r.body),
      { status },
    );
  };
  return [http.get('*/trpc/:path', ({ request, params }) => handle(request, String(params.path))), http.post('*/trpc/:path', ({ request, params }) => handle(request, String(params.path)))];
}
