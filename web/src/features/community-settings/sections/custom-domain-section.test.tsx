// The Custom Domain section against an msw API: the add form (the shared host-name rule before sending, the server's
// refusal under the input), the status label of each certificate × distribution × CNAME state with the failure text,
// the DNS records with their copy buttons, delete with and without the dialog, polling that stops once the status
// rests, and a delete half done that the section carries on.
import * as messages from '@hearth/shared/messages';
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderWithTheme } from '@test/render.tsx';
import { CUSTOM_DOMAIN_POLL_MS } from '../api/custom-domain.ts';
import CustomDomainSection from './custom-domain-section.tsx';

const CID = 'c_trail';
const PATH = `/api/v1/communities/${CID}/custom-domain`;
const DOMAIN = 'forum.trail.example';

const settings = { communityId: CID, subdomain: 'trail', customDomainAvailable: true } as PlatformSettings;

const none: CustomDomainStatus = {
  customDomain: null,
  certificateStatus: null,
  distributionStatus: null,
  distributionEnabled: null,
  cnameResolved: false,
  validation: [],
  failureReason: null,
  allowedToChangeAt: null,
  deleting: false,
  records: [],
  cnameTarget: 'my.hearth.example',
  connectedAt: null,
};

const validation = { name: `_a1b2.${DOMAIN}.`, value: '_c3d4.acm-validations.aws.' };

/** A domain in the given state, with its validation record and the CNAME to the platform. */
const domain = (over: Partial<CustomDomainStatus> = {}): CustomDomainStatus => ({
  ...none,
  customDomain: DOMAIN,
  certificateStatus: 'PENDING_VALIDATION',
  validation: [
    {
      DomainName: DOMAIN,
      ResourceRecord: { Name: validation.name, Type: 'CNAME', Value: validation.value },
    },
  ],
  records: [
    { purpose: 'validation', type: 'CNAME', ...validation },
    { purpose: 'cname', type: 'CNAME', name: DOMAIN, value: 'my.hearth.example' },
  ],
  ...over,
});

const propagating = domain({ certificateStatus: 'ISSUED', distributionStatus: 'Deployed', distributionEnabled: true });
const connected = domain({
  certificateStatus: 'ISSUED',
  distributionStatus: 'Deployed',
  distributionEnabled: true,
  cnameResolved: true,
  connectedAt: '2026-11-01T10:00:00.000Z',
  allowedToChangeAt: '2027-02-01T10:00:00.000Z',
});

/** What an add answers: the certificate is being requested, so only the CNAME to the platform is known yet. */
const justAdded = (customDomain: string) =>
  domain({
    customDomain,
    certificateStatus: null,
    validation: [],
    records: [{ purpose: 'cname', type: 'CNAME', name: customDomain, value: 'my.hearth.example' }],
  });
const deletingNow = { ...connected, deleting: true };

interface Api {
  gets: () => number;
  sent: Array<{ method: string; body: unknown }>;
}

/**
 * The status API: each GET answers the next of `answers` (the last one from then on); PUT and DELETE are recorded and
 * answered by `write` (by default: the added domain, or Deleting).
 */
function serve(
  answers: readonly CustomDomainStatus[],
  write: (method: string, body: unknown) => Response | null = () => null,
): Api {
  let gets = 0;
  const sent: Api['sent'] = [];
  const record =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const body: unknown = method === 'PUT' ? await request.json() : undefined;
      sent.push({ method, body });
      return (
        write(method, body) ??
        HttpResponse.json(method === 'PUT' ? justAdded((body as { customDomain: string }).customDomain) : deletingNow)
      );
    };
  server.use(
    http.get(PATH, () => HttpResponse.json(answers[Math.min(gets++, answers.length - 1)])),
    http.put(PATH, record('PUT')),
    http.delete(PATH, record('DELETE')),
  );
  return { gets: () => gets, sent };
}

const renderSection = () =>
  renderWithTheme(
    <QueryClientProvider client={testQueryClient()}>
      <CustomDomainSection communityId={CID} settings={settings} />
    </QueryClientProvider>,
  );

const statusLabel = async () => within(await screen.findByRole('status', { name: 'Domain status' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('Custom Domain: adding a domain', () => {
  it('checks the domain name before sending and shows the rule it breaks under the input', async () => {
    const api = serve([none]);
    const user = userEvent.setup();
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Domain name' });
    expect(screen.getByText('Without http:// or https://, e.g. community.example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.customDomainRequired)).toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.type(input, 'https://forum.trail.example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.customDomainInvalid)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'localhost');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.customDomainInvalid)).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it("shows the server's refusal of a domain under the input", async () => {
    const api = serve([none], () =>
      HttpResponse.json(
        {
          error: 'CONFLICT',
          reason: 'CUSTOM_DOMAIN_TAKEN',
          message: messages.customDomainTaken,
          fields: { customDomain: messages.customDomainTaken },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Domain name' });
    await user.type(input, 'Taken.Example.org{Enter}');
    expect(await screen.findByText(messages.customDomainTaken)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.customDomainTaken));
    expect(api.sent).toEqual([{ method: 'PUT', body: { customDomain: 'taken.example.org' } }]);
  });

  it('adds the domain: Not Verified, then the records to create, each name and value with a copy button', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = serve([none, domain()]);
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Domain name' }), `${DOMAIN}{Enter}`);

    expect((await statusLabel()).getByText('Not Verified')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'PUT', body: { customDomain: DOMAIN } }]);
    // The add answers before the certificate names its validation record; the next poll brings it.
    expect(screen.getByText('The certificate validation record appears here in a moment.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CUSTOM_DOMAIN_POLL_MS));
    const table = await screen.findByRole('table', { name: 'DNS records to create' });
    expect(
      await within(table).findByText('Proves the domain is yours, so a security certificate can be issued for it.'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Points the domain to the platform.')).toBeInTheDocument();

    const copyName = screen.getByRole('button', { name: 'Copy name of the certificate validation record' });
    expect(screen.getByRole('button', { name: 'Copy value of the certificate validation record' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy name of the domain record' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Copy value of the domain record' }));
    expect(await navigator.clipboard.readText()).toBe('my.hearth.example');
    await user.click(copyName);
    expect(await navigator.clipboard.readText()).toBe(validation.name);
  }, 20_000);

  it("names the www record of a root domain and its purpose, and explains the root's ALIAS record", async () => {
    serve([
      domain({
        customDomain: 'trail.example',
        records: [
          { purpose: 'cname', type: 'ALIAS', name: 'trail.example', value: 'my.hearth.example' },
          { purpose: 'www', type: 'CNAME', name: 'www.trail.example', value: 'my.hearth.example' },
        ],
      }),
    ]);
    renderSection();
    expect(await screen.findByRole('button', { name: 'Copy value of the www record' })).toBeInTheDocument();
    expect(screen.getByText('For the root domain: sends its www address to the platform too.')).toBeInTheDocument();
    expect(screen.getByText(/use your provider’s ALIAS, ANAME or flattened CNAME record/)).toBeInTheDocument();
  });
});

describe('Custom Domain: the status', () => {
  it.each([
    ['Not Verified', domain()],
    ['Propagating', propagating],
    ['Connected', connected],
    ['Deleting', { ...connected, deleting: true }],
  ])('shows %s', async (label, state) => {
    serve([state]);
    renderSection();
    expect((await statusLabel()).getByText(label)).toBeInTheDocument();
    expect(screen.queryByText(/The Certificate request fails/)).toBeNull();
  });

  it.each([
    ['Failed', 'FAILED', 'CAA_ERROR', 'CAA_ERROR'],
    ['Validation Timed Out', 'VALIDATION_TIMED_OUT', null, 'VALIDATION_TIMED_OUT'],
    ['Revoked', 'REVOKED', null, 'REVOKED'],
    ['Expired', 'EXPIRED', null, 'EXPIRED'],
    ['Inactive', 'INACTIVE', null, 'INACTIVE'],
    ['Failed', 'ISSUED', 'DOMAIN_ATTACHED_ELSEWHERE', 'DOMAIN_ATTACHED_ELSEWHERE'],
  ] as const)('shows %s (%s) in red with the reason', async (label, certificateStatus, failureReason, reason) => {
    serve([domain({ certificateStatus, failureReason })]);
    renderSection();
    expect((await statusLabel()).getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.certificateFailure(reason));
  });

  it('once connected, asks to keep the records and says from when the domain may be changed', async () => {
    serve([connected]);
    renderSection();
    expect(await screen.findByText('You can change the domain after February 1, 2027.')).toBeInTheDocument();
    expect(screen.getByText(/^Keep these records at your DNS provider/)).toBeInTheDocument();
    expect(screen.queryByText(/^Create these records/)).toBeNull();
  });

  it('shows why the status could not be loaded, and loads it again on Try again', async () => {
    let fail = true;
    server.use(
      http.get(PATH, () =>
        fail
          ? HttpResponse.json({ error: 'INTERNAL', message: messages.generic }, { status: 500 })
          : HttpResponse.json(connected),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await statusLabel()).getByText('Connected')).toBeInTheDocument();
  });
});

describe('Custom Domain: deleting', () => {
  it('asks first for a connected domain; Cancel keeps it, Delete Domain starts the deletion', async () => {
    const api = serve([connected]);
    const user = userEvent.setup();
    renderSection();
    await statusLabel();
    await user.click(screen.getByRole('button', { name: 'Delete Domain' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${DOMAIN}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Domain' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Domain' }));
    expect((await statusLabel()).getByText('Deleting')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Domain' })).toBeDisabled();
  });

  it('deletes a domain that is not serving at once, without a dialog', async () => {
    const api = serve([domain()], (method) =>
      method === 'DELETE' ? HttpResponse.json(domain({ deleting: true })) : null,
    );
    const user = userEvent.setup();
    renderSection();
    await statusLabel();
    await user.click(screen.getByRole('button', { name: 'Delete Domain' }));
    expect((await statusLabel()).getByText('Deleting')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it('shows why a delete was refused and reads the status again', async () => {
    const api = serve([domain(), { ...domain(), deleting: true }], () =>
      HttpResponse.json(
        { error: 'CONFLICT', reason: 'CUSTOM_DOMAIN_DELETING', message: messages.customDomainDeleting },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderSection();
    await statusLabel();
    await user.click(screen.getByRole('button', { name: 'Delete Domain' }));
    expect(await screen.findByText(messages.customDomainDeleting)).toBeInTheDocument();
    expect(await (await statusLabel()).findByText('Deleting')).toBeInTheDocument();
    expect(api.gets()).toBe(2);
  });

  it('carries on a delete half done: a deployed, disabled distribution with an issued certificate', async () => {
    const halfDone = { ...connected, distributionEnabled: false };
    const api = serve([halfDone, { ...halfDone, deleting: true }]);
    renderSection();
    expect(await (await statusLabel()).findByText('Deleting')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it('shows the empty form again once the deletion has finished', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serve([
      { ...connected, deleting: true },
      { ...none, allowedToChangeAt: connected.allowedToChangeAt },
    ]);
    renderSection();
    expect((await statusLabel()).getByText('Deleting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CUSTOM_DOMAIN_POLL_MS));
    expect(await screen.findByRole('textbox', { name: 'Domain name' })).toBeInTheDocument();
  });
});

describe('Custom Domain: polling', () => {
  it('re-fetches every few seconds while the status moves and stops once it is Connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = serve([propagating, propagating, connected]);
    renderSection();
    expect((await statusLabel()).getByText('Propagating')).toBeInTheDocument();
    expect(api.gets()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(CUSTOM_DOMAIN_POLL_MS));
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(CUSTOM_DOMAIN_POLL_MS));
    expect((await statusLabel()).getByText('Connected')).toBeInTheDocument();
    expect(api.gets()).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(CUSTOM_DOMAIN_POLL_MS * 4));
    expect(api.gets()).toBe(3);
  });

  it.each([
    ['a failed certificate', domain({ certificateStatus: 'FAILED', failureReason: 'CAA_ERROR' })],
    [
      'a domain attached elsewhere',
      domain({ certificateStatus: 'ISSUED', failureReason: 'DOMAIN_ATTACHED_ELSEWHERE' }),
    ],
  ])('does not poll %s', async (_what, state) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = serve([state]);
    renderSection();
    expect((await statusLabel()).getByText('Failed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CUSTOM_DOMAIN_POLL_MS * 3));
    expect(api.gets()).toBe(1);
  });
});
