// /builder/community-setup: the community's name and subdomain (checked live while typing), then Customize
// Community (→ description) or Use Default Settings (→ publish). Next waits for a valid name, a free subdomain
// and a choice (owner-dashboard §2 Builder wizard, §5).
import { communityNameSchema } from '@hearth/shared/schemas/communities';
import { SUBDOMAIN_MAX, SUBDOMAIN_MIN, subdomainMessages, subdomainProblem } from '@hearth/shared/rules/subdomain';
import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as messages from '@hearth/shared/messages';
import { useSubdomainAvailability } from '../api/check-subdomain.ts';
import { useBuilderDraft, type BuilderDraft } from '../builder/draft.ts';
import { suggestSubdomain } from '../builder/slug.ts';
import { BuilderActions } from '../components/builder-actions/builder-actions.tsx';
import { StepFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { ChoiceCards } from '../components/choice-cards/choice-cards.tsx';
import { baseDomainOf, configuredBaseDomain } from '@/lib/host.ts';
import { builderPaths, onboardingPaths } from '../paths.ts';

/** The live check waits this long after the last keystroke. */
export const SUBDOMAIN_CHECK_DEBOUNCE_MS = 300;

const setupOptions = [
  {
    value: 'customize',
    label: 'Customize Community',
    description: 'Add a description, tagline, icon, banner and accent colour now.',
  },
  {
    value: 'default',
    label: 'Use Default Settings',
    description: 'Publish now with Hearth’s defaults. You can change everything later.',
  },
] as const;

type SubdomainState =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking' }
  | { kind: 'taken'; message: string }
  | { kind: 'available' }
  | { kind: 'failed' };

function useSubdomainState(subdomain: string, touched: boolean): SubdomainState {
  const problem = subdomainProblem(subdomain);
  const [settled] = useDebouncedValue(subdomain, SUBDOMAIN_CHECK_DEBOUNCE_MS);
  const candidate = problem === null && settled === subdomain ? subdomain : null;
  const availability = useSubdomainAvailability(candidate);
  if (problem !== null) return touched ? { kind: 'invalid', message: problem } : { kind: 'idle' };
  if (candidate === null || availability.isPending) return { kind: 'checking' };
  if (availability.isError) return { kind: 'failed' };
  if (!availability.data.available) {
    return { kind: 'taken', message: availability.data.message ?? subdomainMessages.taken };
  }
  return { kind: 'available' };
}

export function BuilderSetupPage() {
  useDocumentTitle('Name & Domain · Hearth');
  const navigate = useNavigate();
  const [draft, update] = useBuilderDraft();
  const [nameTouched, setNameTouched] = useState(draft.communityName !== '');
  const [subdomainTouched, setSubdomainTouched] = useState(draft.communitySubdomain !== '');
  const domain = baseDomainOf(window.location.hostname, configuredBaseDomain());

  const nameError = communityNameSchema.safeParse(draft.communityName).success ? null : messages.communityNameLength;
  const subdomain = useSubdomainState(draft.communitySubdomain, subdomainTouched);
  const ready = nameError === null && subdomain.kind === 'available' && draft.setup !== null;

  const onName = (communityName: string) => {
    const change: Partial<BuilderDraft> = { communityName };
    if (!draft.subdomainEdited) {
      change.communitySubdomain = suggestSubdomain(communityName);
      if (change.communitySubdomain) setSubdomainTouched(true);
    }
    update(change);
  };

  const onNext = () => {
    if (!ready) return;
    void navigate({ to: draft.setup === 'default' ? builderPaths.publish : builderPaths.description });
  };

  return (
    <StepFrame title="Name your community" lead="Choose a name and the address where members will find it.">
      <TextInput
        label="Community name"
        value={draft.communityName}
        onChange={(event) => onName(event.currentTarget.value)}
        onBlur={() => setNameTouched(true)}
        error={nameTouched ? nameError : null}
        required
        withAsterisk={false}
        autoComplete="off"
      />
      <TextInput
        label="Subdomain"
        description={`Lowercase letters, numbers and hyphens, ${SUBDOMAIN_MIN} to ${SUBDOMAIN_MAX} characters.`}
        value={draft.communitySubdomain}
        onChange={(event) => {
          setSubdomainTouched(true);
          update({ communitySubdomain: event.currentTarget.value, subdomainEdited: true });
        }}
        rightSection={
          <Text size="sm" c="dimmed" pr="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden="true">
            .{domain}
          </Text>
        }
        rightSectionWidth={domain.length * 8 + 28}
        rightSectionPointerEvents="none"
        error={subdomain.kind === 'invalid' || subdomain.kind === 'taken' ? subdomain.message : null}
        required
        withAsterisk={false}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
      />
      <SubdomainStatus state={subdomain} subdomain={draft.communitySubdomain} domain={domain} />
      <ChoiceCards
        legend="How would you like to set it up?"
        options={setupOptions}
        value={draft.setup}
        onChange={(setup) => update({ setup })}
      />
      <BuilderActions
        back={
          <Button component={Link} to={onboardingPaths.choosePlan} variant="default">
            Back
          </Button>
        }
      >
        <Button onClick={onNext} disabled={!ready}>
          Next
        </Button>
      </BuilderActions>
    </StepFrame>
  );
}

/** The live check's progress and result, announced politely (errors show under the input itself). */
function SubdomainStatus({ state, subdomain, domain }: { state: SubdomainState; subdomain: string; domain: string }) {
  return (
    <Group gap={6} role="status" aria-live="polite" mih={20} mt={-8}>
      {state.kind === 'checking' && (
        <>
          <Loader size={14} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Checking availability…
          </Text>
        </>
      )}
      {state.kind === 'available' && (
        <Text size="sm" c="teal.9" fw={500}>
          {subdomain}.{domain} is available.
        </Text>
      )}
      {state.kind === 'failed' && (
        <Text size="sm" c="red.8">
          We could not check this subdomain right now. Please try again.
        </Text>
      )}
    </Group>
  );
}
