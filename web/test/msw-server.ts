// One msw server for the web tests; each test declares the responses it needs with `server.use(...)`. Community
// pages always ask for the forum's layout (and home for its feed): an empty forum answers unless a test says more.
import { setupServer } from 'msw/node';
import { emptyForumHandlers } from './forum-data.ts';

export const server = setupServer(...emptyForumHandlers);
