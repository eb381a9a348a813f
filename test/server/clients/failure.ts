// What a caller is told when a procedure refuses: the tRPC code and the message the error
// formatter sends (the first zod issue's own message for invalid input).
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export async function failure(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof TRPCError)) throw err;
    const message = err.cause instanceof ZodError ? (err.cause.issues[0]?.message ?? err.message) : err.message;
    return { code: err.code, message };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
