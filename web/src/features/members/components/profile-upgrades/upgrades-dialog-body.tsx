// The Avatar Frames and Profile Covers dialogs' body (/settings?type=avatarFrame|cover; member-forum §2.8, §4): the
// catalogue by tier and theme, each item a button. Selecting an unlocked one wears it, selecting the one worn takes it
// off; a locked one says what unlocks it and cannot be selected (the server refuses it too). A lazy chunk.
import { UPGRADE_THEMES, UPGRADE_TIERS } from '@hearth/shared/constants/profile-upgrades';
import * as messages from '@hearth/shared/messages';
import type { AvatarFrame, ProfileCover } from '@hearth/shared/schemas/gamification';
import type { Profile } from '@hearth/shared/schemas/members';
import { Button, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { FrameRing } from '@/components/frame-ring/frame-ring.tsx';
import { MemberAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { isApiError } from '@/lib/api-client.ts';
import {
  type UpgradeFilters,
  type UpgradeKind,
  useAvatarFrames,
  useEquipUpgrade,
  useProfileCovers,
} from '@/features/members/api/profile-upgrades.ts';
import { CoverArt } from './cover-art.tsx';
import classes from './upgrades-dialog-body.module.css';

const tierOptions = [
  { value: '', label: 'All tiers' },
  ...Object.entries(UPGRADE_TIERS).map(([value, label]) => ({ value, label })),
];
const themeOptions = [
  { value: '', label: 'All themes' },
  ...UPGRADE_THEMES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })),
];
const nouns = { frames: 'frame', covers: 'cover' } as const;

export function UpgradesDialogBody({ kind, profile }: { kind: UpgradeKind; profile: Profile | undefined }) {
  const [filters, setFilters] = useState<UpgradeFilters>({});
  const frames = useAvatarFrames(filters, kind === 'frames');
  const covers = useProfileCovers(filters, kind === 'covers');
  const list = kind === 'frames' ? frames : covers;
  const equip = useEquipUpgrade(kind);
  const toast = useToast();
  const worn =
    kind === 'frames' ? profile?.profileUpgrades.avatarFrameDetails : profile?.profileUpgrades.profileCoverDetails;

  const select = (item: AvatarFrame | ProfileCover) => {
    if (!item.unlocked || equip.isPending) return;
    equip.mutate(item.equipped ? null : item.id, {
      onSuccess: () => toast(messages.settingsSaved),
      onError: (failure) =>
        toast(isApiError(failure) && failure.message ? failure.message : messages.generic, { tone: 'error' }),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" aria-live="polite">
        {worn ? `Wearing: ${worn.label}. Select it again to take it off.` : `No ${nouns[kind]} selected.`}
      </Text>
      <Group grow gap="sm">
        <NativeSelect
          label="Tier"
          data={tierOptions}
          value={filters.tierId ?? ''}
          onChange={(e) => setFilters({ ...filters, tierId: e.currentTarget.value || undefined })}
        />
        <NativeSelect
          label="Theme"
          data={themeOptions}
          value={filters.themeId ?? ''}
          onChange={(e) => setFilters({ ...filters, themeId: e.currentTarget.value || undefined })}
        />
      </Group>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 2, xs: 3 }} role="status" aria-busy="true" aria-label={`Loading ${kind}`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Stack align="center" gap="xs" py="md">
          <Text c="dimmed">{messages.generic}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
            Try again
          </Button>
        </Stack>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Nothing here yet.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, xs: 3 }}
          spacing="sm"
          aria-label={kind === 'frames' ? 'Avatar frames' : 'Profile covers'}
        >
          {list.data.items.map((item) => (
            <UnstyledButton
              key={item.id}
              className={classes.item}
              data-equipped={item.equipped || undefined}
              data-locked={!item.unlocked || undefined}
              aria-pressed={item.equipped}
              aria-disabled={!item.unlocked || undefined}
              onClick={() => select(item)}
            >
              <span className={classes.preview}>
                {kind === 'frames' ? (
                  <FrameRing frameId={item.id} size={56}>
                    <MemberAvatar
                      name={profile?.fullName ?? ''}
                      pictureURL={profile?.profilePicURL ?? null}
                      size={56}
                    />
                  </FrameRing>
                ) : (
                  <CoverArt
                    variations={(item as ProfileCover).variations}
                    decorative
                    orientation="landscape"
                    className={classes.cover}
                  />
                )}
              </span>
              <Text size="sm" fw={600} className={classes.label}>
                {item.label}
              </Text>
              <Text size="xs" c="gray.7">
                {item.tierLabel} · {item.theme}
              </Text>
              <Text
                size="xs"
                fw={item.equipped ? 700 : 500}
                c={item.unlocked ? (item.equipped ? 'dark.9' : 'gray.7') : 'red.9'}
              >
                {item.unlocked ? (item.equipped ? 'Equipped' : 'Unlocked') : `Locked: ${item.requirement}`}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
