// The Avatar Frames dialog (/settings?type=avatarFrame; member-forum §2.8, §4): locked frames say what unlocks them and
// send nothing; selecting an unlocked one wears it; selecting the one worn takes it off (null).
import { AVATAR_FRAMES, UPGRADE_TIERS } from '@hearth/shared/constants/profile-upgrades';
import * as messages from '@hearth/shared/messages';
import { isUnlocked, unlockLevelOf, unlockRequirement } from '@hearth/shared/rules/profile-upgrades';
import type { Profile } from '@hearth/shared/schemas/members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member, ownProfile } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const LEVEL = 10;

function profileWearing(frameId: string | null): Profile {
  const frame = AVATAR_FRAMES.find((f) => f.id === frameId);
  return ownProfile({
    memberId: 'mb-ada',
    slug: 'ada',
    username: 'ada',
    privacy: { dateOfBirth: false, location: true },
    level: LEVEL,
    xp: 810,
    nextLevelXPTarget: 950,
    levelPercent: 0,
    profileUpgrades: {
      avatarFrameDetails: frame ? { id: frame.id, label: frame.label } : null,
      profileCoverDetails: null,
    },
  });
}

/** The API as a level-10 member sees it; records each PUT's body. */
function serveFrames() {
  let worn: string | null = null;
  const puts: unknown[] = [];
  server.use(
    http.get('/api/v1/profiles/me', () => HttpResponse.json(profileWearing(worn))),
    http.get('/api/v1/me/avatar-frames', () =>
      HttpResponse.json({
        total: AVATAR_FRAMES.length,
        items: AVATAR_FRAMES.map((f) => ({
          id: f.id,
          label: f.label,
          tierValue: f.tierValue,
          tierLabel: UPGRADE_TIERS[f.tierValue],
          unlockLevel: unlockLevelOf(f),
          unlockRank: f.unlockRank ?? null,
          theme: f.theme,
          unlocked: isUnlocked(f, LEVEL),
          requirement: unlockRequirement(f),
          equipped: f.id === worn,
        })),
      }),
    ),
    http.put('/api/v1/me/avatar-frame', async ({ request }) => {
      const body = (await request.json()) as { avatarFrameId: string | null };
      puts.push(body);
      worn = body.avatarFrameId;
      return HttpResponse.json(profileWearing(worn));
    }),
  );
  return puts;
}

describe('the Avatar Frames dialog', () => {
  it('shows locked frames with their requirement and sends nothing for them; wears an unlocked one; selecting it again takes it off', async () => {
    serveSite();
    serveSession(member);
    serveAuthOptions();
    const puts = serveFrames();
    renderCommunity('/settings?type=avatarFrame');

    const dialog = await screen.findByRole('dialog', { name: messages.avatarFrames });
    const ember = await within(dialog).findByRole('button', { name: /Ember/ });
    expect(ember).toHaveAttribute('aria-disabled', 'true');
    expect(ember).toHaveTextContent('Locked: Unlocks at level 20');
    expect(within(dialog).getByRole('button', { name: /Champion’s Laurel/ })).toHaveTextContent(
      'Locked: Unlocks at rank CHMPN (level 71)',
    );
    expect(within(dialog).getByText('No frame selected.')).toBeInTheDocument();
    await userEvent.click(ember);

    const tide = within(dialog).getByRole('button', { name: /Tide/ });
    expect(tide).toHaveAttribute('aria-pressed', 'false');
    tide.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Tide/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(dialog).getByText('Wearing: Tide. Select it again to take it off.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /Tide/ }));
    await waitFor(() => expect(within(dialog).getByText('No frame selected.')).toBeInTheDocument());
    expect(puts).toEqual([{ avatarFrameId: 'tide' }, { avatarFrameId: null }]);
  });
});
