import { setupServer } from 'msw/node';

/** The one msw server of a web test file; tests add handlers with `server.use(...)`. */
export const server = setupServer();
