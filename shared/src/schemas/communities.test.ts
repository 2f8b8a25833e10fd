// The owner journey's validation rules, table-driven from owner-dashboard §5 and §9.
import { describe, expect, it } from 'vitest';
import { ACCENT_COLORS, BUILDER_PROGRESS, THEMES } from '../constants/design.ts';
import { formatCents, PLANS } from '../constants/plans.ts';
import * as messages from '../messages.ts';
import { subdomainMessages } from '../rules/subdomain.ts';
import {
  communityNameSchema,
  createCommunityBodySchema,
  organizationSchema,
  planChoiceSchema,
  taglineSchema,
} from './communities.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const organization = {
  organizationName: 'Makers Guild',
  organizationType: 'Non-profit',
  organizationPhone: '+1 (555) 010-0100',
  communityGoals: 'Ship.',
};

describe('organization (1-100 trimmed; phone and goals required)', () => {
  it.each([
    ['organizationName', 'a', null],
    ['organizationName', 'a'.repeat(100), null],
    ['organizationName', 'a'.repeat(101), messages.organizationLength('Name')],
    ['organizationName', '   ', messages.organizationLength('Name')],
    ['organizationType', '', messages.organizationLength('Type')],
    ['organizationType', ` ${'t'.repeat(100)} `, null],
    ['organizationPhone', '', messages.fieldRequired],
    ['organizationPhone', 'call me', messages.phoneInvalid],
    ['organizationPhone', '+44 20 7946 0958', null],
    ['communityGoals', '', messages.fieldRequired],
    ['communityGoals', '  ', messages.fieldRequired],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(firstMessage(organizationSchema.safeParse({ ...organization, [field]: value }))).toBe(expected);
  });

  it('trims what it keeps', () => {
    expect(organizationSchema.parse({ ...organization, organizationName: '  Guild  ' }).organizationName).toBe('Guild');
  });
});

describe('community name (3-50) and tagline (required, max 50)', () => {
  it.each([
    ['ab', messages.communityNameLength],
    ['abc', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), messages.communityNameLength],
    ['  ab  ', messages.communityNameLength],
  ])('name %j → %s', (value, expected) => {
    expect(firstMessage(communityNameSchema.safeParse(value))).toBe(expected);
  });

  it.each([
    ['', messages.taglineRequired],
    ['t'.repeat(50), null],
    ['t'.repeat(51), messages.taglineLength],
  ])('tagline %j → %s', (value, expected) => {
    expect(firstMessage(taglineSchema.safeParse(value))).toBe(expected);
  });
});

describe('creation payload', () => {
  const body = {
    requestId: '01JD0000000000000000000000',
    communityName: 'Makers',
    communitySubdomain: 'makers',
    ...organization,
  };

  it('accepts the minimum ("Use Default Settings") and defaults the trial flags', () => {
    expect(createCommunityBodySchema.parse(body)).toMatchObject({ isFreeTrial: false, isLifetime: false });
  });

  it.each([
    ['communitySubdomain', 'Makers', subdomainMessages.characters],
    ['communitySubdomain', 'www', subdomainMessages.unavailable],
    ['communityThemeColor', '#000000', messages.accentColor],
    ['communityThemeColor', ACCENT_COLORS[0].value, null],
    ['requestId', 'not-a-ulid', 'requestId must be a ULID.'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(firstMessage(createCommunityBodySchema.safeParse({ ...body, [field]: value }))).toBe(expected);
  });
});

describe('plans (§9: monthly 99 / 299 / 799, yearly 891 / 2691 / 7191 USD; enterprise Contact us)', () => {
  it.each([
    ['essential-plan', 'month', '$99.00'],
    ['professional-plan', 'month', '$299.00'],
    ['premium-plan', 'month', '$799.00'],
    ['essential-plan', 'year', '$891.00'],
    ['professional-plan', 'year', '$2,691.00'],
    ['premium-plan', 'year', '$7,191.00'],
  ])('%s per %s is %s', (id, interval, shown) => {
    const amount = PLANS.find((p) => p.id === id)!.plans.find((p) => p.interval === interval)!.amount;
    expect(formatCents(amount)).toBe(shown);
  });

  it('enterprise has no price, only Contact us', () => {
    const enterprise = PLANS.find((p) => p.id === 'enterprise-plan')!;
    expect(enterprise.plans).toEqual([]);
    expect(enterprise.contactUs).toBe(true);
  });

  it('a plan choice must be one of the three priced plans', () => {
    expect(planChoiceSchema.safeParse({ planId: 'enterprise-plan', interval: 'month' }).success).toBe(false);
    expect(planChoiceSchema.safeParse({ planId: 'premium-plan', interval: 'year' }).success).toBe(true);
  });
});

describe('design constants', () => {
  it('offers 8 distinct accent colours, only the light theme enabled, progress 19/48/77', () => {
    expect(new Set(ACCENT_COLORS.map((c) => c.value)).size).toBe(8);
    expect(THEMES.filter((t) => t.enabled).map((t) => t.id)).toEqual(['light']);
    expect(BUILDER_PROGRESS).toEqual({ description: 19, branding: 48, design: 77 });
  });
});
