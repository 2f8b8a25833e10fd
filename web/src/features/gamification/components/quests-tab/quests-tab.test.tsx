import * as messages from '@hearth/shared/messages';
import type { Quest, QuestCategory, Quests } from '@hearth/shared/schemas/gamification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, serveSession, serveSite } from '@test/api.ts';
import { member, ownProfile } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const profile = ownProfile();

const quest = (over: Partial<Quest> & Pick<Quest, 'id' | 'title'>): Quest => ({
  iconKey: 'star',
  description: `${over.title}, described.`,
  xp: 10,
  claimed: false,
  stepsCompleted: 0,
  totalSteps: 3,
  status: 'inProgress',
  destination: '/',
  period: '2026-11-26',
  ...over,
});

const category = (label: string, quests: Quest[], expiresAt: string | null): QuestCategory => ({
  label,
  title: `${label} quests`,
  description: `${label} description.`,
  claimable: quests.filter((q) => q.status === 'completed' && !q.claimed).length,
  claimed: quests.filter((q) => q.claimed).length,
  total: quests.length,
  displaySize: 'small',
  colours: { from: '#fff4e6', to: '#ffe8cc' },
  icon: 'sun',
  expiresAt,
  quests,
});

function openQuests(data: Quests) {
  serveSite();
  serveSession(member);
  server.use(
    http.get('/api/v1/profiles/me', () => HttpResponse.json(profile)),
    http.get('/api/v1/me/quests', () => HttpResponse.json(data)),
  );
  renderCommunity('/profile/me');
}

const row = async (title: string) =>
  (await screen.findByText(title, { selector: 'p' })).closest<HTMLElement>('[data-testid="quest"]')!;

describe('the Quests tab', () => {
  it('shows each category with its hours left, steps, Claim, a disabled Claim once claimed, and Start', async () => {
    const inFiveAndAHalfHours = new Date(Date.now() + 5.5 * 3_600_000).toISOString();
    openQuests({
      categories: [
        category(
          'Daily',
          [
            quest({ id: 'done', title: 'Done today', stepsCompleted: 3, status: 'completed' }),
            quest({ id: 'got', title: 'Already claimed', stepsCompleted: 3, status: 'completed', claimed: true }),
            quest({ id: 'fresh', title: 'Not started', stepsCompleted: 0 }),
            quest({ id: 'half', title: 'Half way', stepsCompleted: 1 }),
            quest({ id: 'nowhere', title: 'No destination', destination: null }),
          ],
          inFiveAndAHalfHours,
        ),
        category('Milestones', [quest({ id: 'm', title: 'A milestone', period: 'ever' })], null),
      ],
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Quests' }));

    const daily = await screen.findByRole('region', { name: 'Daily quests' });
    expect(within(daily).getByText('6 hours left')).toBeInTheDocument();
    expect(within(daily).getByText('1/5 claimed')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Milestones quests' })).getByText('No time limit')).toBeVisible();

    expect(within(await row('Done today')).getByRole('button', { name: 'Claim Done today' })).toBeEnabled();
    expect(within(await row('Already claimed')).getByRole('button', { name: /Claim Already claimed/ })).toBeDisabled();
    expect(within(await row('Not started')).getByRole('link', { name: 'Start Not started' })).toHaveAttribute(
      'href',
      '/',
    );
    const half = await row('Half way');
    expect(within(half).queryByRole('link')).toBeNull();
    expect(within(half).queryByRole('button')).toBeNull();
    expect(within(half).getByTestId('quest-steps')).toHaveTextContent('1/3');
    expect(within(half).getByRole('progressbar', { name: 'Half way: 1 of 3 steps' })).toBeInTheDocument();
    expect(within(await row('No destination')).queryByRole('link')).toBeNull();
  });

  it('claims a completed quest: sends its period, says the XP, and the Claim turns disabled', async () => {
    const done = quest({ id: 'done', title: 'Done today', stepsCompleted: 3, status: 'completed', xp: 15 });
    const bodies: unknown[] = [];
    openQuests({ categories: [category('Daily', [done], new Date(Date.now() + 3_600_000).toISOString())] });
    server.use(
      http.post('/api/v1/me/quests/done/claim', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ quest: { ...done, claimed: true }, xp: 15 });
      }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Quests' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Done today' }));

    expect(await screen.findByText(messages.questClaimedToast(15))).toBeInTheDocument();
    expect(bodies).toEqual([{ period: '2026-11-26' }]);
    expect(await screen.findByRole('button', { name: 'Claim Done today (claimed)' })).toBeDisabled();
    expect(screen.getByText('1/1 claimed')).toBeInTheDocument();
  });

  it("shows the server's refusal under the quest when its period has ended", async () => {
    const done = quest({ id: 'done', title: 'Done today', stepsCompleted: 3, status: 'completed' });
    openQuests({ categories: [category('Daily', [done], new Date(Date.now() + 3_600_000).toISOString())] });
    server.use(
      http.post('/api/v1/me/quests/done/claim', () =>
        HttpResponse.json(apiError('CONFLICT', messages.questExpired), { status: 409 }),
      ),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Quests' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Done today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.questExpired);
  });
});

describe("the profile's side panel", () => {
  it('shows the three rarest unlocked badges, and See all opens the Badges tab', async () => {
    const badge = (key: string, rarity: 'common' | 'rare' | 'epic', unlocked: boolean) => ({
      key,
      title: `Badge ${key}`,
      description: `${key}.`,
      rarity,
      unlocked,
    });
    server.use(
      http.get(`/api/v1/profiles/${member.memberId}/badges`, () =>
        HttpResponse.json({
          items: [
            badge('a', 'common', true),
            badge('b', 'common', true),
            badge('c', 'rare', true),
            badge('d', 'rare', false),
            badge('e', 'epic', true),
          ],
          total: 5,
        }),
      ),
    );
    openQuests({ categories: [] });
    const side = await screen.findByRole('complementary', { name: 'Member details' });
    const shown = await within(side).findByTestId('side-badges');
    expect(
      within(shown)
        .getAllByText(/^Badge /)
        .map((b) => b.textContent),
    ).toEqual(['Badge e', 'Badge c', 'Badge b']);
    await userEvent.click(within(side).getByRole('button', { name: 'See all badges' }));
    expect(await screen.findByRole('radio', { name: 'Badges' })).toBeChecked();
  });
});
