// The router's dotted paths as types, walked from AppRouter, so a path written as a string (a
// query key, the offline queue's list of writes) fails typecheck when the router lacks it.
import type { AnyTRPCMutationProcedure, AnyTRPCProcedure, AnyTRPCRootTypes, TRPCBuiltRouter, TRPCRouterRecord } from '@trpc/server';
import type { AppRouter } from '#server/trpc/router';

type RecordOf<TRouter> = TRouter extends TRPCBuiltRouter<AnyTRPCRootTypes, infer TRecord> ? TRecord : never;

/** Every path under `TRecord` whose value extends `TLeaf`; `TRouters` adds the routers' own paths. */
type PathsOf<TRecord, TLeaf, TRouters extends boolean, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? TRecord[K] extends TLeaf
      ? `${TPrefix}${K}`
      : never
    : TRecord[K] extends TRPCRouterRecord
      ? (TRouters extends true ? `${TPrefix}${K}` : never) | PathsOf<TRecord[K], TLeaf, TRouters, `${TPrefix}${K}.`>
      : never;
}[keyof TRecord & string];

/** A procedure's path: 'auth.me', 'clientApp.workouts.today', … */
export type TrpcProcedurePath = PathsOf<RecordOf<AppRouter>, AnyTRPCProcedure, false>;
/** A mutation's path: 'food.create', … */
export type TrpcMutationPath = PathsOf<RecordOf<AppRouter>, AnyTRPCMutationProcedure, false>;
/** A procedure's or a router's path ('clientApp.workouts'): what a key prefix may name. */
export type TrpcPath = PathsOf<RecordOf<AppRouter>, AnyTRPCProcedure, true>;
