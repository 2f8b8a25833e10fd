// The simulator's dev page and JSON API on the gateway (loopback only, like every /_dev route):
//   GET  /_dev/domains                      the page (html.ts)
//   GET  /_dev/domains.json                 { domains: DomainView[] }
//   POST /_dev/domains/<domain>/<action>    a control (model.ts DOMAIN_ACTIONS; `fail` takes { reason? };
//                                           `attached-elsewhere` makes the next distribution create fail)
//   POST /_dev/domains/run-worker           runs the domain-progress job now (as POST /_dev/schedules/…/run does)
// A form post (the page's buttons) redirects back to the page with a notice; any other post answers JSON: 200 with
// the domain's view, 404 for a domain the simulator does not hold, 400 for an unknown action or a bad body, 409 for
// an action that does not apply to the certificate as it is.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyText, crossSite, html, json, redirect } from '../dev-http.ts';
import { parseHostHeader } from '@hearth/shared/rules/host';
import { DOMAINS_PAGE, domainsPage, notFoundPage } from './html.ts';
import { DomainControlError, isDomainAction } from './model.ts';
import type { DomainSimulator } from './simulator.ts';

/** The job that moves custom domains along (functions/src/domains/jobs/domain-progress.ts). */
export const DOMAIN_WORKER_JOB = 'domain-progress';

/** Answers a request under /_dev/domains; false for any other path. */
export type DomainPages = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;

export interface DomainPagesOptions {
  /** Runs a scheduled job now; null when no job has that name. */
  runSchedule?: (name: string) => Promise<Record<string, unknown> | null>;
}

function redirectWith(res: ServerResponse, notice: string, anchor = '') {
  redirect(
    res,
    `${DOMAINS_PAGE}?notice=${encodeURIComponent(notice)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`,
  );
}

const isForm = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** The `fail` reason a post carries: a form field or a JSON body's `reason`; undefined when none, null when bad. */
async function reasonOf(req: IncomingMessage): Promise<string | undefined | null> {
  const text = await bodyText(req);
  if (isForm(req)) return new URLSearchParams(text).get('reason') ?? undefined;
  if (!text.trim()) return undefined;
  try {
    const body = JSON.parse(text) as { reason?: unknown } | null;
    if (typeof body !== 'object' || body === null) return null;
    if (body.reason === undefined) return undefined;
    return typeof body.reason === 'string' ? body.reason : null;
  } catch {
    return null;
  }
}

export function createDomainPages(sim: DomainSimulator, options: DomainPagesOptions = {}): DomainPages {
  async function runWorker(req: IncomingMessage, res: ServerResponse) {
    const result = options.runSchedule ? await options.runSchedule(DOMAIN_WORKER_JOB) : null;
    if (isForm(req)) {
      return redirectWith(
        res,
        result ? `Ran the worker: ${JSON.stringify(result)}` : `No job ${DOMAIN_WORKER_JOB} runs here.`,
      );
    }
    return result ? json(res, 200, result) : json(res, 404, { message: `No scheduled job "${DOMAIN_WORKER_JOB}".` });
  }

  async function control(
    req: IncomingMessage,
    res: ServerResponse,
    domain: string,
    action: string,
    port: number | null,
  ) {
    const form = isForm(req);
    const refuse = (status: number, message: string) =>
      form ? redirectWith(res, `Not done: ${message}`, domain) : json(res, status, { message });
    if (!sim.holds(domain)) return refuse(404, `The simulator holds no domain ${domain}.`);
    if (!isDomainAction(action)) return refuse(400, `No action ${action}.`);
    const reason = await reasonOf(req);
    if (reason === null) return refuse(400, 'Expected a JSON body { reason?: string }.');
    try {
      sim.control(domain, action, reason);
    } catch (error) {
      if (!(error instanceof DomainControlError)) throw error;
      return refuse(error.status, error.message);
    }
    return form ? redirectWith(res, `${domain}: ${action} done.`, domain) : json(res, 200, sim.view(domain, port));
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = req.method ?? 'GET';
    const port = parseHostHeader(req.headers.host)?.port ?? null;
    const notFound = () =>
      path.endsWith('.json') || method === 'POST'
        ? json(res, 404, { message: `Nothing at ${path}.` })
        : html(res, 404, notFoundPage(`Nothing at ${path}.`));
    if (method === 'POST' && crossSite(req)) return json(res, 403, { message: 'A post from another site.' });
    if (method === 'GET' && path === `${DOMAINS_PAGE}.json`) return json(res, 200, { domains: sim.views(port) });
    if (method === 'GET' && (path === DOMAINS_PAGE || path === `${DOMAINS_PAGE}/`)) {
      const notice = new URL(req.url ?? '/', 'http://local').searchParams.get('notice');
      return html(res, 200, domainsPage(sim, port, notice));
    }
    const parts = path.slice(DOMAINS_PAGE.length + 1).split('/');
    if (method === 'POST' && parts.length === 1 && parts[0] === 'run-worker') return runWorker(req, res);
    if (method === 'POST' && parts.length === 2) {
      return control(req, res, decodeURIComponent(parts[0]!).toLowerCase(), decodeURIComponent(parts[1]!), port);
    }
    return notFound();
  }

  return async (req, res, path) => {
    if (path !== DOMAINS_PAGE && path !== `${DOMAINS_PAGE}.json` && !path.startsWith(`${DOMAINS_PAGE}/`)) return false;
    await route(req, res, path);
    return true;
  };
}
