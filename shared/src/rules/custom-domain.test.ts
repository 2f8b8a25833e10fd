import { describe, expect, it } from 'vitest';
import { CERTIFICATE_STATUSES, type CertificateStatus, type DistributionStatus } from '../constants/custom-domains.ts';
import * as messages from '../messages.ts';
import { customDomainBodySchema } from '../schemas/custom-domains.ts';
import {
  allowedToChangeAt,
  certificateFailureText,
  cnameTarget,
  continuesDelete,
  customDomainProblem,
  type DomainState,
  domainView,
  mayChangeDomain,
  normalizeCustomDomain,
} from './custom-domain.ts';

// owner-dashboard §4: the label each certificate status shows (ISSUED: Propagating until the CNAME resolves).
const FAILURE_LABEL: Partial<Record<CertificateStatus, string>> = {
  FAILED: 'Failed',
  EXPIRED: 'Expired',
  INACTIVE: 'Inactive',
  VALIDATION_TIMED_OUT: 'Validation Timed Out',
  REVOKED: 'Revoked',
};

function expectedLabel(s: DomainState): string {
  if (s.deleting) return 'Deleting';
  if (s.certificateStatus && FAILURE_LABEL[s.certificateStatus]) return FAILURE_LABEL[s.certificateStatus]!;
  if (s.certificateStatus === 'ISSUED') return s.cnameResolved ? 'Connected' : 'Propagating';
  return 'Not Verified';
}

// §4: the page re-fetches while validation is pending (or the certificate is still being requested), the distribution
// is in progress, the certificate is issued but the CNAME unresolved, or a deletion runs.
const expectedPoll = (s: DomainState) =>
  s.certificateStatus === null ||
  s.certificateStatus === 'PENDING_VALIDATION' ||
  s.distributionStatus === 'InProgress' ||
  (s.certificateStatus === 'ISSUED' && !s.cnameResolved) ||
  s.deleting;

// §4: a confirmation dialog only for an issued certificate on an enabled distribution that is not in progress, with no
// deletion running.
const expectedConfirm = (s: DomainState) =>
  s.certificateStatus === 'ISSUED' &&
  s.distributionEnabled === true &&
  s.distributionStatus !== 'InProgress' &&
  !s.deleting;

const DISTRIBUTIONS: Array<[DistributionStatus | null, boolean | null]> = [
  [null, null],
  ['InProgress', true],
  ['InProgress', false],
  ['Deployed', true],
  ['Deployed', false],
];

const states: DomainState[] = [null, ...CERTIFICATE_STATUSES].flatMap((certificateStatus) =>
  DISTRIBUTIONS.flatMap(([distributionStatus, distributionEnabled]) =>
    [false, true].flatMap((cnameResolved) =>
      [false, true].map((deleting) => ({
        customDomain: 'forum.acme.example',
        certificateStatus,
        distributionStatus,
        distributionEnabled,
        cnameResolved,
        deleting,
      })),
    ),
  ),
);

describe('domainView: every certificate × distribution × CNAME × deleting state (owner-dashboard §4)', () => {
  it('covers all 160 combinations', () => {
    expect(states).toHaveLength(8 * 5 * 2 * 2);
  });

  it.each(states.map((s) => [JSON.stringify(s), s] as const))('%s', (_name, state) => {
    expect(domainView(state)).toMatchObject({
      label: expectedLabel(state),
      poll: expectedPoll(state),
      confirmDelete: expectedConfirm(state),
    });
  });

  it.each([
    [{ certificateStatus: 'PENDING_VALIDATION' }, 'Not Verified', 'gray', true, false],
    [
      { certificateStatus: 'ISSUED', distributionStatus: 'InProgress', distributionEnabled: true },
      'Propagating',
      'yellow',
      true,
      false,
    ],
    [
      { certificateStatus: 'ISSUED', distributionStatus: 'Deployed', distributionEnabled: true },
      'Propagating',
      'yellow',
      true,
      true,
    ],
    [
      { certificateStatus: 'ISSUED', distributionStatus: 'Deployed', distributionEnabled: true, cnameResolved: true },
      'Connected',
      'green',
      false,
      true,
    ],
    [{ certificateStatus: 'FAILED' }, 'Failed', 'red', false, false],
    [{ certificateStatus: 'VALIDATION_TIMED_OUT' }, 'Validation Timed Out', 'red', false, false],
    [
      {
        certificateStatus: 'ISSUED',
        distributionStatus: 'Deployed',
        distributionEnabled: true,
        cnameResolved: true,
        deleting: true,
      },
      'Deleting',
      'yellow',
      true,
      false,
    ],
  ] as const)('named state %j → %s (%s), poll %s, confirm %s', (fields, label, tone, poll, confirmDelete) => {
    const blank: DomainState = {
      customDomain: 'forum.acme.example',
      certificateStatus: null,
      distributionStatus: null,
      distributionEnabled: null,
      cnameResolved: false,
      deleting: false,
    };
    const state: DomainState = { ...blank, ...fields };
    expect(domainView(state)).toEqual({ label, tone, poll, confirmDelete });
  });

  it('is null when the community has no domain', () => {
    expect(domainView({ ...states[0]!, customDomain: null })).toBeNull();
  });

  it('a deployed, disabled distribution with an issued certificate continues a delete; nothing else does', () => {
    const continuing = states.filter(continuesDelete);
    expect(continuing.length).toBeGreaterThan(0);
    for (const s of states) {
      expect(continuesDelete(s)).toBe(
        s.certificateStatus === 'ISSUED' && s.distributionStatus === 'Deployed' && s.distributionEnabled === false,
      );
    }
  });

  it('a failed certificate says its reason (ACM’s, else its status); other states say nothing', () => {
    expect(certificateFailureText({ certificateStatus: 'FAILED' }, 'CAA_ERROR')).toBe(
      'The Certificate request fails with CAA_ERROR reason, please check our help article to fix the problem!',
    );
    expect(certificateFailureText({ certificateStatus: 'REVOKED' }, null)).toBe(messages.certificateFailure('REVOKED'));
    expect(certificateFailureText({ certificateStatus: 'ISSUED' }, null)).toBeNull();
    expect(certificateFailureText({ certificateStatus: null }, null)).toBeNull();
  });
});

describe('domainView: a domain attached elsewhere (CloudFront refused it as an alternate name)', () => {
  const ELSEWHERE = 'DOMAIN_ATTACHED_ELSEWHERE';
  const refused = states.map((s) => ({ ...s, failureReason: ELSEWHERE }));

  // An issued certificate with the refusal is Failed, red, and waits for the owner; any other state reads as before
  // (a failed certificate's own label, Deleting while a delete runs).
  it.each(refused.map((s) => [JSON.stringify(s), s] as const))('%s', (_name, state) => {
    const stuck = state.certificateStatus === 'ISSUED' && !state.deleting;
    expect(domainView(state)).toEqual({
      label: stuck ? 'Failed' : expectedLabel(state),
      tone: stuck ? 'red' : domainView({ ...state, failureReason: null })!.tone,
      poll: stuck ? state.distributionStatus === 'InProgress' : expectedPoll(state),
      confirmDelete: expectedConfirm(state),
    });
  });

  it('as made by the worker: issued, no distribution → Failed, no polling, deleted at once', () => {
    const state: DomainState = {
      customDomain: 'acme.example',
      certificateStatus: 'ISSUED',
      distributionStatus: null,
      distributionEnabled: null,
      cnameResolved: false,
      deleting: false,
      failureReason: ELSEWHERE,
    };
    expect(domainView(state)).toEqual({ label: 'Failed', tone: 'red', poll: false, confirmDelete: false });
    expect(domainView({ ...state, deleting: true })).toMatchObject({ label: 'Deleting', poll: true });
  });

  it('says its reason in the failure text’s format; a reason that is no distribution failure says nothing', () => {
    expect(certificateFailureText({ certificateStatus: 'ISSUED' }, ELSEWHERE)).toBe(
      'The Certificate request fails with DOMAIN_ATTACHED_ELSEWHERE reason, please check our help article to fix the problem!',
    );
    expect(certificateFailureText({ certificateStatus: 'ISSUED' }, 'CAA_ERROR')).toBeNull();
    expect(certificateFailureText({ certificateStatus: 'PENDING_VALIDATION' }, ELSEWHERE)).toBeNull();
  });
});

describe('customDomainProblem: the host-name rule (owner-dashboard §5)', () => {
  const base = 'hearth.example';
  it.each([
    ['forum.acme.example', null],
    ['acme.com', null],
    ['Forum.Acme.COM.', null],
    ['a-b.c-d.co.uk', null],
    ['', messages.customDomainRequired],
    ['   ', messages.customDomainRequired],
    ['https://x.com', messages.customDomainInvalid],
    ['http://x.com', messages.customDomainInvalid],
    ['HTTPS://x.com', messages.customDomainInvalid],
    ['x', messages.customDomainInvalid],
    ['localhost', messages.customDomainInvalid],
    ['a.localhost', messages.customDomainInvalid],
    ['192.168.0.1', messages.customDomainInvalid],
    ['x.com/path', messages.customDomainInvalid],
    ['x.com:8080', messages.customDomainInvalid],
    ['-x.com', messages.customDomainInvalid],
    ['x-.com', messages.customDomainInvalid],
    ['x..com', messages.customDomainInvalid],
    ['x_y.com', messages.customDomainInvalid],
    ['x.c0m', messages.customDomainInvalid],
    [`${'a'.repeat(64)}.com`, messages.customDomainInvalid],
    [`${'a.'.repeat(126)}com`, messages.customDomainInvalid],
    ['hearth.example', messages.customDomainPlatform(base)],
    ['app.hearth.example', messages.customDomainPlatform(base)],
    ['my.hearth.example', messages.customDomainPlatform(base)],
    ['deep.demo.hearth.example', messages.customDomainPlatform(base)],
    ['nothearth.example', null],
    ['app.acme.com', messages.customDomainAppLabel],
    ['App.Acme.com', messages.customDomainAppLabel],
    ['apps.acme.com', null],
  ])('%j → %s', (value, expected) => {
    expect(customDomainProblem(value, base)).toBe(expected);
  });

  it('without a base domain, a name under any domain passes (the server adds the platform check)', () => {
    expect(customDomainProblem('demo.hearth.example')).toBeNull();
  });

  it('normalizes to lower case without a trailing dot or spaces', () => {
    expect(normalizeCustomDomain('  Forum.ACME.example. ')).toBe('forum.acme.example');
  });

  it('the body schema refuses with the same messages and stores the normalized name', () => {
    expect(customDomainBodySchema.parse({ customDomain: ' Forum.Acme.Example ' })).toEqual({
      customDomain: 'forum.acme.example',
    });
    const refused = customDomainBodySchema.safeParse({ customDomain: 'https://x.com' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(messages.customDomainInvalid);
    expect(customDomainBodySchema.safeParse({}).error?.issues[0]?.message).toBe(messages.customDomainRequired);
  });

  it('the CNAME target is the platform’s `my.` host', () => {
    expect(cnameTarget('Hearth.Example')).toBe('my.hearth.example');
  });
});

describe('the three-month rule (owner-dashboard §5, §9)', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
    ['2026-11-30T23:59:59.000Z', '2027-02-28T23:59:59.000Z'],
    ['2026-03-31T00:00:00.000Z', '2026-06-30T00:00:00.000Z'],
  ])('connected at %s → may change from %s', (connectedAt, expected) => {
    expect(allowedToChangeAt(connectedAt)).toBe(expected);
  });

  it('a domain never connected holds nothing back', () => {
    expect(mayChangeDomain(null, Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('refuses before the date and allows from it', () => {
    const allowed = '2026-04-15T10:00:00.000Z';
    expect(mayChangeDomain(allowed, Date.parse(allowed) - 1)).toBe(false);
    expect(mayChangeDomain(allowed, Date.parse(allowed))).toBe(true);
    expect(mayChangeDomain(allowed, Date.parse('2026-07-01T00:00:00Z'))).toBe(true);
  });
});
