import { createCallerFactory, router } from './init.ts';
import { authRouter } from './routers/auth.ts';
import { clientRouter } from './routers/client/index.ts';
import { coachRouter } from './routers/coach/index.ts';
import { foodRouter } from './routers/food.ts';
import { pushRouter } from './routers/push.ts';

export const appRouter = router({
  auth: authRouter,
  coach: coachRouter,
  // The client app's procedures. Not named `client`, which the classic @trpc/react-query reserved;
  // kept so the paths (REST routes, saved caches, the offline queue) stay put (docs/decisions/0030).
  clientApp: clientRouter,
  food: foodRouter,
  push: pushRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
