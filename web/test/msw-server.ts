// One msw server for the web tests; each test declares the responses it needs with `server.use(...)`.
import { setupServer } from 'msw/node';

export const server = setupServer();
