// The simulator's Stripe API over HTTP, on its own loopback port: the secret key checked as a Bearer token,
// bracket-notation form bodies (and query strings) parsed as Stripe parses them, `Idempotency-Key` replays
// answered from the first answer, and Stripe's JSON errors.
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import qs from 'qs';
import {
  type Params,
  createCheckoutSession,
  createCustomer,
  createPortalSession,
  listPrices,
  previewInvoice,
  retrieveSubscription,
  updateSubscription,
} from './api-ops.ts';
import {
  createConnectCheckout,
  createConnectCustomer,
  retrieveConnectSubscription,
  updateConnectSubscription,
} from './connect-billing.ts';
import {
  createAccount,
  createAccountLink,
  headerAccount,
  retrieveAccount,
  retrieveBalance,
  retrievePlatformBalance,
} from './connect.ts';
import type { StoredAccount } from './connect-model.ts';
import { StripeApiError } from './errors.ts';
import { API_VERSION, SIMULATOR_API_KEY } from './model.ts';
import type { StripeSimulator } from './simulator.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const IDEMPOTENCY_KEPT = 500;

type Route = (sim: StripeSimulator, params: Params, id: string) => unknown;
type ConnectedRoute = (sim: StripeSimulator, account: StoredAccount, params: Params, id: string) => unknown;

/** The calls the billing adapters make on the platform account, by method and path (`{id}`: the path parameter). */
const ROUTES: Array<{ method: string; pattern: RegExp; route: Route }> = [
  { method: 'POST', pattern: /^\/v1\/accounts$/, route: (sim, params) => createAccount(sim, params) },
  { method: 'GET', pattern: /^\/v1\/accounts\/([^/]+)$/, route: (sim, _p, id) => retrieveAccount(sim, id) },
  { method: 'POST', pattern: /^\/v1\/account_links$/, route: (sim, params) => createAccountLink(sim, params) },
  { method: 'GET', pattern: /^\/v1\/balance$/, route: (sim) => retrievePlatformBalance(sim) },
  { method: 'POST', pattern: /^\/v1\/customers$/, route: (sim, params) => createCustomer(sim, params) },
  { method: 'GET', pattern: /^\/v1\/prices$/, route: (_sim, params) => listPrices(params) },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, route: (sim, params) => createCheckoutSession(sim, params) },
  { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, route: (sim, _p, id) => retrieveSubscription(sim, id) },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    route: (sim, params, id) => updateSubscription(sim, id, params),
  },
  { method: 'POST', pattern: /^\/v1\/invoices\/create_preview$/, route: (sim, params) => previewInvoice(sim, params) },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    route: (sim, params) => createPortalSession(sim, params),
  },
];

/** The calls made on a connected account (`Stripe-Account: acct_…`): its balance and members' subscriptions. */
const CONNECTED_ROUTES: Array<{ method: string; pattern: RegExp; route: ConnectedRoute }> = [
  { method: 'GET', pattern: /^\/v1\/balance$/, route: (sim, account) => retrieveBalance(sim, account) },
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    route: (sim, account, params) => createConnectCustomer(sim, account, params),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    route: (sim, account, params) => createConnectCheckout(sim, account, params),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    route: (_sim, account, _p, id) => retrieveConnectSubscription(account, id),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    route: (sim, account, params, id) => updateConnectSubscription(sim, account, id, params),
  },
];

/** The route for a request: on the connected account its `Stripe-Account` header names, else the platform's. */
function routeOf(method: string, path: string, accountId: string | undefined) {
  const table: Array<{ method: string; pattern: RegExp; route: Route | ConnectedRoute }> = accountId
    ? CONNECTED_ROUTES
    : ROUTES;
  for (const entry of table) {
    const match = entry.method === method ? entry.pattern.exec(path) : null;
    if (!match) continue;
    const id = decodeURIComponent(match[1] ?? '');
    if (!accountId) return (sim: StripeSimulator, params: Params) => (entry.route as Route)(sim, params, id);
    return (sim: StripeSimulator, params: Params) =>
      (entry.route as ConnectedRoute)(sim, headerAccount(sim, accountId), params, id);
  }
  return null;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return resolve(null);
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const parse = (form: string): Params => qs.parse(form, { depth: 10, arrayLimit: 100, parameterLimit: 1000 });

function authError(header: string | undefined): StripeApiError | null {
  const key = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (key === SIMULATOR_API_KEY) return null;
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
    : 'You did not provide an API key. Provide it in the Authorization header, as a Bearer token.';
  return new StripeApiError(401, 'invalid_request_error', message);
}

const accountHeader = (req: IncomingMessage) => {
  const value = req.headers['stripe-account'];
  return typeof value === 'string' && value ? value : undefined;
};

interface Answer {
  status: number;
  body: string;
}

export function createStripeApi(sim: StripeSimulator): Server {
  const replays = new Map<string, Answer>();

  async function answer(req: IncomingMessage, url: URL): Promise<Answer> {
    const refused = authError(req.headers.authorization);
    if (refused) return { status: 401, body: JSON.stringify(refused) };
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (body === null) throw new StripeApiError(413, 'invalid_request_error', 'The request body is too large.');
    const account = accountHeader(req);
    const found = routeOf(method, url.pathname, account);
    if (!found) {
      const on = account ? ` on a connected account (Stripe-Account: ${account})` : '';
      const message = `Unrecognized request URL (${method}: ${url.pathname})${on}. The Stripe simulator answers only the calls Hearth's billing makes.`;
      throw new StripeApiError(404, 'invalid_request_error', message);
    }
    const params = { ...parse(url.search.slice(1)), ...parse(body) };
    const result = await sim.run(() => found(sim, params));
    return { status: 200, body: JSON.stringify(result, null, 2) };
  }

  return createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const send = ({ status, body }: Answer, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'request-id': `req_${randomBytes(7).toString('hex')}`,
        'stripe-version': API_VERSION,
        ...(key ? { 'idempotency-key': String(key) } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(body);
    };
    const cacheKey = typeof key === 'string' ? `${accountHeader(req) ?? ''} ${url.pathname} ${key}` : null;
    const cached = cacheKey ? replays.get(cacheKey) : undefined;
    if (cached) {
      req.resume();
      return send(cached, true);
    }
    answer(req, url)
      .catch((error: unknown): Answer => {
        if (error instanceof StripeApiError) return { status: error.status, body: JSON.stringify(error) };
        console.error('[stripe simulator]', error);
        const failure = new StripeApiError(500, 'api_error', 'The Stripe simulator failed; see the platform log.');
        return { status: 500, body: JSON.stringify(failure) };
      })
      .then((result) => {
        if (cacheKey && result.status !== 401 && result.status < 500) {
          replays.set(cacheKey, result);
          if (replays.size > IDEMPOTENCY_KEPT) replays.delete(replays.keys().next().value!);
        }
        send(result);
      });
  });
}
