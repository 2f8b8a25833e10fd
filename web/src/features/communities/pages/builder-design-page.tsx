// /builder/design (77 %): one of the eight accent colours and the theme (light only; dark and lights out are shown
// disabled), with a live preview. Next to publish keeps the choice; Skip to publish leaves the colour as it was.
import { ACCENT_COLORS, THEMES } from '@hearth/shared/constants/design';
import { Box, Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useBuilderDraft } from '../builder/draft.ts';
import { StepFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { BuilderActions } from '../components/builder-actions/builder-actions.tsx';
import { ChoiceCards, type ChoiceOption } from '../components/choice-cards/choice-cards.tsx';
import { CommunityPreview } from '../components/community-preview/community-preview.tsx';
import { builderPaths } from '../paths.ts';

const colorOptions: ChoiceOption<string>[] = ACCENT_COLORS.map((color) => ({
  value: color.value,
  label: color.name,
  visual: (
    <Box
      aria-hidden="true"
      w={36}
      h={36}
      style={{ borderRadius: '50%', background: color.value, boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.12)' }}
    />
  ),
}));

const themeSamples: Record<(typeof THEMES)[number]['id'], string> = {
  light: '#ffffff',
  dark: '#25262b',
  'lights-out': '#000000',
};

const themeOptions: ChoiceOption<(typeof THEMES)[number]['id']>[] = THEMES.map((theme) => ({
  value: theme.id,
  label: theme.label,
  description: theme.enabled ? 'Light backgrounds, dark text.' : 'Coming soon',
  disabled: !theme.enabled,
  visual: (
    <Box
      aria-hidden="true"
      w={28}
      h={28}
      style={{ borderRadius: 6, background: themeSamples[theme.id], border: '1px solid var(--mantine-color-gray-4)' }}
    />
  ),
}));

export function BuilderDesignPage() {
  useDocumentTitle('Design · Hearth');
  const navigate = useNavigate();
  const [draft, update] = useBuilderDraft();
  const [color, setColor] = useState(draft.communityThemeColor);

  const onNext = () => {
    update({ communityThemeColor: color, theme: 'light' });
    void navigate({ to: builderPaths.publish });
  };

  return (
    <StepFrame
      title="Pick your colours"
      lead="The accent colour is used for buttons, links and highlights across your community."
    >
      <ChoiceCards
        legend="Accent colour"
        options={colorOptions}
        value={color}
        onChange={setColor}
        variant="swatch"
        columns={8}
      />
      <ChoiceCards
        legend="Theme"
        description="Dark and lights-out themes are not available yet."
        options={themeOptions}
        value="light"
        onChange={() => undefined}
        columns={3}
      />
      <CommunityPreview draft={draft} color={color} withSample />
      <BuilderActions
        back={
          <Button component={Link} to={builderPaths.branding} variant="default">
            Back to branding
          </Button>
        }
      >
        <Button variant="subtle" onClick={() => void navigate({ to: builderPaths.publish })}>
          Skip to publish
        </Button>
        <Button onClick={onNext}>Next to publish</Button>
      </BuilderActions>
    </StepFrame>
  );
}
