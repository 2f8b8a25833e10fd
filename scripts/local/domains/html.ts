// The custom-domain simulator's dev page (/_dev/domains) as plain server-rendered HTML: every simulated domain with
// its certificate, distribution and CNAME state, the controls that apply to it (each a form that works without
// script; one makes the next distribution create fail as CloudFront's CNAMEAlreadyExists does) and the links to the
// `*.localhost` names standing in for its hosts. Every control has a name that says which domain.
import { FAILURE_REASONS, type SimulatedCertificate } from './model.ts';
import { type DomainSimulator, validationRecords } from './simulator.ts';

export const DOMAINS_PAGE = '/_dev/domains';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}body{font:16px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#f6f7f9}
.banner{background:#0b5394;color:#fff;padding:.6rem 1rem;font-weight:600}
main{max-width:52rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:0 0 .5rem}
section,article{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:0 0 1rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:minmax(8rem,auto) 1fr;gap:.25rem .75rem;margin:0 0 .75rem}dt{color:#57606a}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}form{margin:0}
button{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:1px solid #8c959f;
background:#fff;color:#1f2328;font:inherit;cursor:pointer}.primary{background:#0b5394;border-color:#0b5394;color:#fff}
.notice{background:#ddf4ff;border-color:#54aeff}label{display:block;margin:0 0 .25rem}
select{font:inherit;min-height:44px;margin:0 .5rem 0 0}.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
a{color:#0b5394}code{font-size:.9em}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Custom-domain simulator</title><style>${STYLE}</style></head><body><div class="banner" role="note">Custom-domain simulator — local only. No certificate, distribution or DNS record is made.</div><main>${body}</main></body></html>`;
}

/** A button whose accessible name says which domain it acts on (the domain is visually hidden: the card says it). */
const button = (action: string, label: string, domain: string, fields = '') =>
  `<form method="post" action="${escape(action)}">${fields}<button type="submit">${escape(label)}<span class="vh"> (${escape(domain)})</span></button></form>`;

const actionPath = (domain: string, action: string) => `${DOMAINS_PAGE}/${encodeURIComponent(domain)}/${action}`;

function failForm(domain: string, index: number): string {
  const id = `reason-${index}`;
  const options = FAILURE_REASONS.map((r) => `<option value="${r}">${r}</option>`).join('');
  return `<form method="post" action="${escape(actionPath(domain, 'fail'))}"><label for="${id}">Failure reason</label><select id="${id}" name="reason">${options}</select><button type="submit">Fail validation<span class="vh"> (${escape(domain)})</span></button></form>`;
}

function certificateControls(domain: string, certificate: SimulatedCertificate | null, index: number): string {
  if (certificate?.status === 'PENDING_VALIDATION') {
    return [
      button(actionPath(domain, 'validate'), 'Validate certificate', domain),
      button(actionPath(domain, 'time-out'), 'Time out validation', domain),
      failForm(domain, index),
    ].join('');
  }
  if (certificate?.status === 'ISSUED') {
    return [
      button(actionPath(domain, 'revoke'), 'Revoke certificate', domain),
      button(actionPath(domain, 'expire'), 'Expire certificate', domain),
    ].join('');
  }
  return '';
}

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

function domainCard(sim: DomainSimulator, domain: string, port: number | null, index: number): string {
  const view = sim.view(domain, port)!;
  const certificate = sim.certificateOf(domain);
  const headingId = `domain-${index}`;
  const records = certificate
    ? validationRecords(certificate)
        .map(({ ResourceRecord: r }) => `<code>${escape(r.Name)}</code> CNAME <code>${escape(r.Value)}</code>`)
        .join('<br>')
    : '—';
  const standIns = [{ host: domain, standIn: view.standIn }, ...view.aliases]
    .map(({ standIn }) => `<a href="${escape(standIn)}">${escape(standIn.replace(/^http:\/\//, ''))}</a>`)
    .join('<br>');
  const certificateText = certificate
    ? `${certificate.status}${certificate.failureReason ? ` (${escape(certificate.failureReason)})` : ''}`
    : 'none';
  const distributionText = view.distribution
    ? `${view.distribution.status}, ${view.distribution.enabled ? 'enabled' : 'disabled'}`
    : 'none';
  const cname = view.cnameResolved
    ? button(actionPath(domain, 'unresolve-cname'), 'Mark CNAME unresolved', domain)
    : button(actionPath(domain, 'resolve-cname'), 'Mark CNAME resolved', domain);
  const elsewhere = view.attachedElsewhere
    ? ''
    : button(actionPath(domain, 'attached-elsewhere'), 'Attach to a distribution elsewhere', domain);
  return `<article id="${escape(domain)}" aria-labelledby="${headingId}"><h2 id="${headingId}">${escape(domain)}</h2><dl>
<dt>Certificate</dt><dd>${certificateText}</dd>
<dt>Certificate ARN</dt><dd>${certificate ? `<code>${escape(certificate.arn)}</code>` : '—'}</dd>
<dt>Valid until</dt><dd>${when(certificate?.notAfter ?? null)}</dd>
<dt>Validation records</dt><dd>${records}</dd>
<dt>Distribution</dt><dd>${distributionText}${view.distribution ? ` (<code>${escape(view.distribution.id)}</code>)` : ''}</dd>
<dt>CNAME</dt><dd>${view.cnameResolved ? 'resolved' : 'not resolved'}</dd>
<dt>Attached elsewhere</dt><dd>${view.attachedElsewhere ? 'yes: the next distribution create fails' : 'no'}</dd>
<dt>Stand-in</dt><dd>${standIns}</dd>
</dl><div class="actions">${certificateControls(domain, certificate, index)}${cname}${elsewhere}</div></article>`;
}

export function domainsPage(sim: DomainSimulator, port: number | null, notice: string | null): string {
  const domains = sim.views(port).map((v) => v.domain);
  const cards = domains.map((domain, index) => domainCard(sim, domain, port, index)).join('');
  const empty =
    '<p>No domain yet. Add one in the owner app: Platform Settings → Custom Domain; the worker requests its certificate here.</p>';
  return page(`<h1>Custom domains</h1>
${notice ? `<section class="notice" role="status">${escape(notice)}</section>` : ''}
<section aria-labelledby="worker"><h2 id="worker">Domain worker</h2><p>The worker (the <code>domain-progress</code> job) runs every few seconds; run it now to see the next step at once.</p>
<form method="post" action="${DOMAINS_PAGE}/run-worker"><button type="submit" class="primary">Run the worker now</button></form></section>
${cards || empty}
<p>JSON: <a href="${DOMAINS_PAGE}.json">${DOMAINS_PAGE}.json</a>. A stand-in address opens the community as its custom domain would (the gateway rewrites the host).</p>`);
}

export const notFoundPage = (message: string) => page(`<h1>Not found</h1><p>${escape(message)}</p>`);
