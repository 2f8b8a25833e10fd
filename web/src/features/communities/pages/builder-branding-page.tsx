// /builder/branding (48 %): icon and banner through presigned uploads (png or jpeg, checked again by the API),
// with the recommended sizes and a live preview of the community's header. Skip is allowed; Next needs both
// images (owner-dashboard §4).
import { Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useBuilderDraft } from '../builder/draft.ts';
import { StepFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { BuilderActions } from '../components/builder-actions/builder-actions.tsx';
import { CommunityPreview } from '../components/community-preview/community-preview.tsx';
import { BrandingUploads } from '../components/image-upload/image-upload.tsx';
import { builderPaths } from '../paths.ts';

export function BuilderBrandingPage() {
  useDocumentTitle('Branding · Hearth');
  const navigate = useNavigate();
  const [draft, update] = useBuilderDraft();
  const complete = draft.icon !== null && draft.banner !== null;

  return (
    <StepFrame
      title="Add your branding"
      lead="An icon and a banner make your community recognisable. You can skip this and add them later."
    >
      <BrandingUploads images={draft} onChange={(kind, image) => update({ [kind]: image })} cols={{ base: 1, sm: 2 }} />
      <CommunityPreview draft={draft} />
      {!complete && (
        <Text size="sm" c="dimmed" id="branding-next-hint">
          Next needs both an icon and a banner; Skip goes on without them.
        </Text>
      )}
      <BuilderActions
        back={
          <Button component={Link} to={builderPaths.description} variant="default">
            Back
          </Button>
        }
      >
        <Button variant="subtle" onClick={() => void navigate({ to: builderPaths.design })}>
          Skip
        </Button>
        <Button
          onClick={() => void navigate({ to: builderPaths.design })}
          disabled={!complete}
          aria-describedby={complete ? undefined : 'branding-next-hint'}
        >
          Next
        </Button>
      </BuilderActions>
    </StepFrame>
  );
}
