// The Platform Settings page's rules, table-driven from owner-dashboard §5 (messages) and §9 (limits).
import { describe, expect, it } from 'vitest';
import { ACCENT_COLORS } from '../constants/design.ts';
import * as messages from '../messages.ts';
import {
  designBodySchema,
  feedBodySchema,
  informationBodySchema,
  permissionsBodySchema,
  privacyBodySchema,
  reactionBodySchema,
  reactionUploadBodySchema,
  seoBodySchema,
  termsBodySchema,
  visibilityBodySchema,
} from './platform-settings.ts';

type Result = { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };
/** The first message under a field, or null when the field has none. */
const messageAt = (result: Result, field: string) =>
  result.success ? null : (result.error!.issues.find((i) => i.path[0] === field)?.message ?? null);

const information = {
  communityName: 'Makers Hub',
  communityTagline: 'Where makers meet',
  communityDescription: '<p>Hello</p>',
  communityIconKey: null,
  communityBannerKey: null,
  backlinkTitle: '',
  backlinkUrl: '',
};

describe('Platform Information', () => {
  it.each([
    ['communityName', 'ab', messages.communityNameLength],
    ['communityName', 'a'.repeat(51), messages.communityNameLength],
    ['communityName', 'abc', null],
    ['communityName', 'a'.repeat(50), null],
    ['communityTagline', '', messages.taglineRequired],
    ['communityTagline', 't'.repeat(51), messages.taglineLength],
    ['communityTagline', 't'.repeat(50), null],
    ['communityDescription', '<p><br></p>', messages.descriptionEmpty],
    ['communityDescription', '   ', messages.descriptionEmpty],
    ['communityDescription', '<p>x</p>', null],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageAt(informationBodySchema.safeParse({ ...information, [field]: value }), field)).toBe(expected);
  });

  it.each([
    ['both empty', '', '', {}],
    ['both given', 'Our blog', 'https://blog.example.com', {}],
    ['title only', 'Our blog', '', { backlinkUrl: messages.backlinkUrlRequired }],
    ['url only', '', 'https://blog.example.com', { backlinkTitle: messages.backlinkTitleRequired }],
    ['a url that is not one', 'Our blog', 'blog', { backlinkUrl: messages.backlinkUrlInvalid }],
    ['a javascript: url', 'Our blog', 'javascript:alert(1)', { backlinkUrl: messages.backlinkUrlInvalid }],
    ['spaces only count as empty', '  ', '  ', {}],
  ])('back-link: %s', (_, backlinkTitle, backlinkUrl, expected) => {
    const result = informationBodySchema.safeParse({ ...information, backlinkTitle, backlinkUrl });
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(fields).toEqual(expected);
  });
});

describe('Community Feed (at least 1 active item per menu)', () => {
  const menus = {
    postTypes: [
      { value: 'post', enabled: true },
      { value: 'image', enabled: false },
    ],
    postsSorting: [{ value: 'hot', enabled: true }],
    commentsSorting: [{ value: 'new', enabled: true }],
  };
  it.each(['postTypes', 'postsSorting', 'commentsSorting'] as const)('%s with none active is refused', (name) => {
    const off = menus[name].map((m) => ({ ...m, enabled: false }));
    expect(messageAt(feedBodySchema.safeParse({ ...menus, [name]: off }), name)).toBe(messages.feedMenuActiveRequired);
  });
  it('accepts one active item per menu', () => {
    expect(feedBodySchema.safeParse(menus).success).toBe(true);
  });
  it('refuses an empty menu', () => {
    expect(messageAt(feedBodySchema.safeParse({ ...menus, postTypes: [] }), 'postTypes')).toBe(
      messages.feedMenuActiveRequired,
    );
  });
});

describe('SEO Settings (title 3-50, description 1-50)', () => {
  const seo = { title: 'Makers Hub', description: 'Where makers meet' };
  it.each([
    ['title', 'ab', messages.seoTitleLength],
    ['title', '  ab  ', messages.seoTitleLength],
    ['title', 'abc', null],
    ['title', 'a'.repeat(50), null],
    ['title', 'a'.repeat(51), messages.seoTitleLength],
    ['title', undefined, messages.seoTitleLength],
    ['description', '', messages.seoDescriptionRequired],
    ['description', undefined, messages.seoDescriptionRequired],
    ['description', 'd'.repeat(50), null],
    ['description', 'd'.repeat(51), messages.seoDescriptionLength],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageAt(seoBodySchema.safeParse({ ...seo, [field]: value }), field)).toBe(expected);
  });
});

describe('Platform Permissions', () => {
  const all = {
    post: true,
    image: true,
    poll: false,
    approvedPost: true,
    anonymousPost: false,
    anonymousComment: true,
  };
  it('takes the six post-permission toggles', () => {
    expect(permissionsBodySchema.safeParse(all).success).toBe(true);
  });
  it.each([
    ['missing one', { ...all, poll: undefined }],
    ['an unknown one', { ...all, admin: true }],
  ])('refuses %s', (_, body) => {
    expect(permissionsBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('Platform Settings (visibility)', () => {
  const visibility = {
    privateCommunity: true,
    memberApproval: true,
    memberWhitelist: ['Makers.Org', 'ada@example.com'],
    aiContentGeneration: false,
    usersLeaderboard: true,
  };
  it('lower-cases the whitelist', () => {
    expect(visibilityBodySchema.parse(visibility).memberWhitelist).toEqual(['makers.org', 'ada@example.com']);
  });
  it.each(['not a domain', 'a@b', '@example.com'])('refuses the whitelist entry %j', (entry) => {
    const result = visibilityBodySchema.safeParse({ ...visibility, memberWhitelist: [entry] });
    expect(result.error?.issues[0]?.message).toBe(messages.whitelistEntryInvalid);
  });
});

describe('Design', () => {
  it.each([
    [ACCENT_COLORS[0].value, 'light', null],
    ['not-a-colour', 'light', messages.accentColor],
    ['#123456', 'light', messages.accentColor],
    [ACCENT_COLORS[1].value, 'dark', messages.themeUnavailable],
  ])('%s / %s → %s', (communityThemeColor, theme, expected) => {
    const result = designBodySchema.safeParse({ communityThemeColor, theme });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(expected);
  });
});

describe('Terms and Rules, Privacy Statement (each required)', () => {
  it.each([
    [termsBodySchema, 'communityTermsOfUse', { communityRules: '<p>r</p>' }],
    [termsBodySchema, 'communityRules', { communityTermsOfUse: '<p>t</p>' }],
    [privacyBodySchema, 'communityPrivacyStatement', {}],
  ] as const)('%#: %s empty → "This field is required."', (schema, field, rest) => {
    for (const value of ['', '<p><br></p>', undefined]) {
      expect(messageAt(schema.safeParse({ ...rest, [field]: value }), field)).toBe(messages.fieldRequired);
    }
    expect(schema.safeParse({ ...rest, [field]: '<p>ok</p>' }).success).toBe(true);
  });
});

describe('User Reactions (title ≤ 10, png)', () => {
  it.each([
    [{ title: 'Cheers' }, null],
    [{ title: 'a'.repeat(10) }, null],
    [{ title: 'a'.repeat(11) }, messages.reactionTitleLength],
    [{ title: '  ' }, messages.reactionTitleRequired],
    [{}, messages.reactionTitleRequired],
    [{ imageKey: 'c/x/reactions/a.png' }, null],
  ])('%j → %s', (body, expected) => {
    const result = reactionBodySchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(expected);
  });
  it.each([
    ['image/png', true],
    ['image/jpeg', false],
    ['text/html', false],
  ])('upload type %s → %s', (fileType, ok) => {
    const result = reactionUploadBodySchema.safeParse({ fileType });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error!.issues[0]!.message).toBe(messages.reactionImageType);
  });
});
