// /builder/description (19 %): the tagline (at most 50 characters) and the rich-text description. The editor is
// its own chunk, loaded only here; the tagline is usable while it loads.
import * as messages from '@hearth/shared/messages';
import { TAGLINE_MAX, taglineSchema } from '@hearth/shared/schemas/communities';
import { Button, Input, Skeleton, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useBuilderDraft } from '../builder/draft.ts';
import { StepFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { BuilderActions } from '../components/builder-actions/builder-actions.tsx';
import { builderPaths } from '../paths.ts';

const RichTextEditor = lazy(() => import('../components/rich-text-editor/rich-text-editor.tsx'));

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

export function BuilderDescriptionPage() {
  useDocumentTitle('Description · Hearth');
  const navigate = useNavigate();
  const [draft, update] = useBuilderDraft();
  const [tried, setTried] = useState(false);
  const [taglineTouched, setTaglineTouched] = useState(false);
  const descriptionLabel = useId();
  const descriptionError = useId();

  const taglineError = firstError(taglineSchema.safeParse(draft.communityTagline));
  const descriptionMissing = draft.communityDescription.trim() === '' ? messages.descriptionEmpty : null;
  const onDescription = useCallback((communityDescription: string) => update({ communityDescription }), [update]);

  const onNext = () => {
    setTried(true);
    if (taglineError || descriptionMissing) return;
    void navigate({ to: builderPaths.branding });
  };

  return (
    <StepFrame
      title="Describe your community"
      lead="Members see the tagline under the name, and the description on the community’s about page."
    >
      <TextInput
        label="Tagline"
        description={`${draft.communityTagline.trim().length}/${TAGLINE_MAX} characters`}
        value={draft.communityTagline}
        onChange={(event) => update({ communityTagline: event.currentTarget.value })}
        onBlur={() => setTaglineTouched(true)}
        error={taglineTouched || tried ? taglineError : null}
        required
        withAsterisk={false}
      />
      <Input.Wrapper
        labelElement="div"
        label={<span id={descriptionLabel}>Description</span>}
        error={tried && descriptionMissing ? <span id={descriptionError}>{descriptionMissing}</span> : null}
      >
        <Suspense fallback={<Skeleton role="status" height={210} radius="md" aria-label="Loading the editor" />}>
          <RichTextEditor
            labelledBy={descriptionLabel}
            describedBy={tried && descriptionMissing ? descriptionError : undefined}
            invalid={tried && descriptionMissing !== null}
            initialHtml={draft.communityDescription}
            onChange={onDescription}
            placeholder="What is your community about? Who is it for?"
          />
        </Suspense>
      </Input.Wrapper>
      <BuilderActions
        back={
          <Button component={Link} to={builderPaths.setup} variant="default">
            Back
          </Button>
        }
      >
        <Button onClick={onNext}>Next</Button>
      </BuilderActions>
    </StepFrame>
  );
}
