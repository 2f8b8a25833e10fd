// /builder/publish ("Almost there"): a summary of the draft and Publish Platform, which creates the community in
// one request. While it runs the button is busy; after an error the message shows and the button becomes Restart
// Builder (→ company info). The draft's requestId makes a repeated Publish answer with the same community.
import { ACCENT_COLORS } from '@hearth/shared/constants/design';
import type { CreateCommunityBody, Organization } from '@hearth/shared/schemas/communities';
import { Alert, Avatar, Box, Button, Group, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';
import { baseDomainOf, configuredBaseDomain } from '@/lib/host.ts';
import { useCreateCommunity } from '../api/create-community.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { clearDraft, useBuilderDraft, type BuilderDraft } from '../builder/draft.ts';
import { BuilderActions } from '../components/builder-actions/builder-actions.tsx';
import { StepFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { hasMarketplaceKeys, selectCommunity } from '../current-community.ts';
import { builderPaths, onboardingPaths } from '../paths.ts';

const organizationMissing = 'Tell us about your organization before publishing.';

/** The creation payload: with Use Default Settings only the name and subdomain; the API fills in the rest. */
export function creationBody(draft: BuilderDraft, organization: Organization): CreateCommunityBody {
  const body: CreateCommunityBody = {
    requestId: draft.requestId,
    communityName: draft.communityName.trim(),
    communitySubdomain: draft.communitySubdomain,
    ...organization,
    // A marketplace owner's community starts as a free trial unless the codes reserved for it make it lifetime (§4).
    isFreeTrial: hasMarketplaceKeys(),
    isLifetime: false,
  };
  if (draft.setup !== 'customize') return body;
  if (draft.communityTagline.trim()) body.communityTagline = draft.communityTagline.trim();
  if (draft.communityDescription) body.communityDescription = draft.communityDescription;
  if (draft.icon) body.communityIconKey = draft.icon.key;
  if (draft.banner) body.communityBannerKey = draft.banner.key;
  body.communityThemeColor = draft.communityThemeColor;
  return body;
}

export function BuilderPublishPage() {
  useDocumentTitle('Publish · Hearth');
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const [draft] = useBuilderDraft();
  const create = useCreateCommunity();
  const [failure, setFailure] = useState<string | null>(null);
  // A second click can arrive before the busy state renders, or while congrats loads; only an error re-opens
  // Publish. The draft's requestId covers whatever gets past this.
  const sending = useRef(false);
  const busy = create.isPending || create.isSuccess;
  const customize = draft.setup === 'customize';
  const domain = baseDomainOf(window.location.hostname, configuredBaseDomain());

  const publish = () => {
    if (sending.current) return;
    if (!onboarding.organization) {
      setFailure(organizationMissing);
      return;
    }
    sending.current = true;
    setFailure(null);
    create.mutate(creationBody(draft, onboarding.organization), {
      onSuccess: ({ communityId }) => {
        selectCommunity(communityId);
        void navigate({ to: builderPaths.congrats, search: { communityId } }).then(clearDraft);
      },
      onError: (error) => {
        sending.current = false;
        setFailure(placeApiError(error, []).message);
      },
    });
  };

  return (
    <StepFrame
      title="Almost there"
      lead={
        customize
          ? 'Check your community’s details, then publish it.'
          : 'Your community starts with Hearth’s default description, colours and images. You can change them later.'
      }
    >
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={{ base: 110, xs: 160 }}>Name</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{draft.communityName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Address</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {draft.communitySubdomain}.{domain}
            </Table.Td>
          </Table.Tr>
          {customize && (
            <>
              <Table.Tr>
                <Table.Th>Tagline</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{draft.communityTagline || 'Default'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Images</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    {draft.icon && <Avatar src={draft.icon.url} alt="Community icon" size={28} radius="sm" />}
                    <Text size="sm">
                      {draft.icon ? 'Icon' : 'No icon'}, {draft.banner ? 'banner' : 'no banner'}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Accent colour</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Box
                      aria-hidden="true"
                      w={18}
                      h={18}
                      style={{ borderRadius: '50%', background: draft.communityThemeColor }}
                    />
                    <Text size="sm">
                      {ACCENT_COLORS.find((c) => c.value === draft.communityThemeColor)?.name ??
                        draft.communityThemeColor}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            </>
          )}
        </Table.Tbody>
      </Table>
      {failure && (
        <Alert color="red" variant="light" title="The community was not created">
          {failure}
        </Alert>
      )}
      <Text role="status" size="sm" c="dimmed" mih={20}>
        {busy ? 'Publishing your community…' : ''}
      </Text>
      <BuilderActions
        back={
          !failure && (
            <Button
              component={Link}
              to={customize ? builderPaths.design : builderPaths.setup}
              variant="default"
              disabled={busy}
            >
              Back
            </Button>
          )
        }
      >
        {failure ? (
          <Button onClick={() => void navigate({ to: onboardingPaths.companyInfo })}>Restart Builder</Button>
        ) : (
          <Button onClick={publish} loading={busy} size="md">
            Publish Platform
          </Button>
        )}
      </BuilderActions>
    </StepFrame>
  );
}
