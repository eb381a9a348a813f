// The REST bridge: every procedure with OpenAPI meta answers at /api (docs/product.md §7), the same
// procedure tRPC serves at /trpc. This is trpc-to-openapi's node-http handler
// (createOpenApiNodeHttpHandler, version 3.3) built from the library's own exported parts, with
// three costs per request removed (docs/performance.md, "Per-request overhead"):
//
// - The library built a whole fetch `Request` (headers copied, URL parsed again) and an
//   AbortController for every call, only to hand createContext a signal nobody reads here, and
//   aborted it when the response closed, which builds a DOMException with a stack trace: about
//   7 % of the CPU of a light read. `info.signal` is now made only if something reads it.
// - Its `coerceSchema` switched on zod coercion in the input schemas on every call; they are
//   pinned to their declared coercion (strict-inputs.ts), so that walk did nothing.
// - It answered with `res.end(json)` after the compression middleware had already fixed the
//   headers, so every JSON answer went out chunked (`Transfer-Encoding: chunked`, several small
//   socket writes). The answer now carries its Content-Length; compression removes it again
//   when it compresses.
// - Its `JSON.stringify` of the answer spent most of a list's time formatting dates; `jsonText`
//   writes the same text faster (json-text.ts).
//
// Everything else (routing, input from query or body, status codes, error bodies) is the
// library's code path, kept in the same order. tRPC keeps the router's config under `_def`.
/* oxlint-disable no-underscore-dangle */
import { TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { NextFunction, Request, Response } from 'express';
import {
  acceptsRequestBody,
  createProcedureCache,
  generateOpenApiDocument,
  getBody,
  getContentType,
  getErrorFromUnknown,
  getInputOutputParsers,
  getQuery,
  getRequestSignal,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  TRPC_ERROR_CODE_HTTP_STATUS,
  unwrapZodType,
  type CreateOpenApiExpressMiddlewareOptions,
  type OpenApiRouter,
} from 'trpc-to-openapi';
import { ZodArray } from 'zod/v4';
import { jsonText } from './json-text.ts';

type Options<TRouter extends OpenApiRouter> = Pick<CreateOpenApiExpressMiddlewareOptions<TRouter>, 'router' | 'createContext' | 'onError' | 'maxBodySize'>;
type AnyCaller = Record<string, unknown>;
type ProcedureFn = (input: unknown) => Promise<unknown>;

export function createRestBridge<TRouter extends OpenApiRouter>(opts: Options<TRouter>) {
  const router = Object.assign({}, opts.router);
  // As the library: a procedure with invalid OpenAPI meta fails at start, not on its first call.
  if (process.env.NODE_ENV !== 'production') generateOpenApiDocument(router, { title: '', version: '', baseUrl: '' });
  const { createContext, onError, maxBodySize } = opts;
  const getProcedure = createProcedureCache(router);
  const routerDef = (router as unknown as { _def: { _config: Parameters<typeof getErrorShape>[0]['config'] } })._def;

  return async (req: Request, res: Response, next?: NextFunction): Promise<void> => {
    const sendResponse = (statusCode: number, body: unknown) => {
      const text = jsonText(body);
      res.statusCode = statusCode;
      res.setHeader('Content-Type', 'application/json');
      if (text !== undefined) res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(text);
    };
    const method = req.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
    const reqUrl = req.url;
    const url = new URL(reqUrl.startsWith('/') ? `http://127.0.0.1${reqUrl}` : reqUrl);
    const path = normalizePath(url.pathname);
    let input: Record<string, unknown> | undefined;
    let ctx: unknown;
    const { procedure, pathInput } = getProcedure(method, path) ?? {};
    try {
      if (!procedure) {
        if (next) return next();
        if (method === 'HEAD') {
          sendResponse(204, undefined);
          return;
        }
        throw new TRPCError({ message: 'Not found', code: 'NOT_FOUND' });
      }
      const contentType = getContentType(req);
      const useBody = acceptsRequestBody(method);
      if (useBody && !contentType?.startsWith('application/json')) {
        throw new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: contentType ? `Unsupported content-type "${contentType}` : 'Missing content-type header',
        });
      }
      const { inputParser } = getInputOutputParsers(procedure.procedure);
      const unwrappedSchema = unwrapZodType(inputParser, true);
      // Input stays undefined for z.void().
      if (!instanceofZodTypeLikeVoid(unwrappedSchema)) {
        input = {
          ...((useBody ? await getBody(req, maxBodySize) : getQuery(req, url)) as Record<string, unknown>),
          ...pathInput,
        };
      }
      // A query parameter given once is a string; an array field gets it as a one-item array.
      if (!useBody && input && instanceofZodTypeObject(unwrappedSchema)) {
        for (const [key, shape] of Object.entries(unwrappedSchema.shape)) {
          const isArray = shape instanceof ZodArray || (instanceofZodTypeOptional(shape) && shape.unwrap() instanceof ZodArray);
          if (isArray && input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
        }
      }
      let signal: AbortSignal | undefined;
      const info = {
        isBatchCall: false,
        accept: null,
        calls: [],
        type: procedure.type,
        connectionParams: null,
        url,
        // Made on first read only (nothing in this app reads it).
        get signal() {
          return (signal ??= getRequestSignal(req, res, maxBodySize));
        },
      };
      ctx = await createContext?.({ req, res, info } as never);
      const caller = router.createCaller(ctx as never) as unknown as AnyCaller;
      const procedureFn = procedure.path.split('.').reduce<unknown>((acc, segment) => (acc as AnyCaller)[segment], caller) as ProcedureFn;
      const data = await procedureFn(input);
      sendResponse(200, data);
    } catch (cause) {
      const error = getErrorFromUnknown(cause);
      onError?.({ error, type: procedure?.type ?? 'unknown', path: procedure?.path, input, ctx, req } as never);
      const errorShape = getErrorShape({
        config: routerDef._config,
        error,
        type: procedure?.type ?? 'unknown',
        path: procedure?.path,
        input,
        ctx,
      }) as Record<string, unknown> | undefined;
      const isInputValidationError = error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError';
      const statusCode = TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500;
      sendResponse(statusCode, {
        ...errorShape,
        message: isInputValidationError ? 'Input validation failed' : ((errorShape?.message as string | undefined) ?? error.message ?? 'An error occurred'),
        code: error.code,
        issues: isInputValidationError ? (error.cause as unknown as { issues: unknown }).issues : undefined,
      });
    }
  };
}
