// /onboarding/profile (member-forum §2.4): over 639 px one Personal Information form (birth date, location,
// username; Back to add-avatar, Finish to /); under 640 px a stepper birthday (progress 2) → location (4) →
// username (5), each with Skip and Next (location and username with Back), starting at the first step not yet
// filled (all filled: straight to /).
import * as messages from '@hearth/shared/messages';
import {
  birthDateIso,
  birthDateProblem,
  locationProblem,
  onboardingStart,
  usernameProblem,
  type BirthDate,
  type OnboardingStep,
} from '@hearth/shared/rules/member-profile';
import type { Profile, UpdateProfileBody } from '@hearth/shared/schemas/members';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useUsernameAvailability } from '../api/check-username.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateMyProfile } from '../api/update-profile.ts';
import { LocationInput, OwnProfileState, UsernameInput } from '../components/profile-form-parts/profile-form-parts.tsx';
import { BirthDatePicker, type BirthDateParts } from '../components/birth-date-picker/birth-date-picker.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { OnboardingProgress } from './add-avatar-page.tsx';

const FIELDS = ['dateOfBirth', 'location', 'username'];

export function OnboardingProfilePage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  const profile = useProfile('me');
  // Mantine's `sm` is 48em; the spec's breakpoint is 640 px.
  const narrow = useMediaQuery('(max-width: 639px)', undefined, { getInitialValueInEffect: false });

  return (
    <Container component="main" size={560} px="md" py={{ base: 24, xs: 64 }}>
      <OwnProfileState profile={profile} loadingLabel="Loading your profile" skeletonHeights={[8, 36, 36]}>
        {(data) => (narrow ? <Stepper profile={data} /> : <PersonalInformation profile={data} />)}
      </OwnProfileState>
    </Container>
  );
}

/** Saves some fields; answers the API's field messages (or the alert text) on failure. */
function useSave() {
  const save = useUpdateMyProfile();
  const run = (body: UpdateProfileBody) =>
    save
      .mutateAsync(body)
      .then(() => null)
      .catch((error: unknown) => {
        const placed = placeApiError(error, FIELDS);
        return {
          fields: placed.fields as Record<string, string>,
          alert: placed.message || messages.saveUserInfoFailed,
        };
      });
  return { run, pending: save.isPending };
}

function AvailableUsernameInput({
  value,
  onChange,
  current,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  current: string | null;
  error: string | null;
}) {
  const availability = useUsernameAvailability(value, current);
  return (
    <UsernameInput
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error ?? availability.problem}
      checking={availability.checking}
    />
  );
}

function PersonalInformation({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const { run, pending } = useSave();
  const [birth, setBirth] = useState<BirthDateParts>({});
  const [location, setLocation] = useState('');
  const [username, setUsername] = useState(profile.username ?? '');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [alert, setAlert] = useState<string | null>(null);
  // A field's message goes once it is edited; Finish checks everything again.
  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: null }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      dateOfBirth: birthDateProblem(birth),
      location: locationProblem(location),
      username: usernameProblem(username),
    };
    setErrors(found);
    if (found.dateOfBirth || found.location || found.username || pending) return;
    setAlert(null);
    const failed = await run({
      dateOfBirth: birthDateIso(birth as BirthDate),
      location,
      ...(username.trim() !== profile.username ? { username } : {}),
    });
    if (!failed) return void navigate({ to: '/', replace: true });
    setErrors(failed.fields);
    setAlert(Object.keys(failed.fields).length ? null : failed.alert);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        <OnboardingProgress step={2} />
        <Title order={1} fz={28}>
          Personal Information
        </Title>
        <BirthDatePicker
          value={birth}
          onChange={(next) => {
            setBirth(next);
            clear('dateOfBirth');
          }}
          error={errors.dateOfBirth ?? null}
        />
        <LocationInput
          value={location}
          onChange={(next) => {
            setLocation(next);
            clear('location');
          }}
          error={errors.location}
        />
        <AvailableUsernameInput
          value={username}
          onChange={(next) => {
            setUsername(next);
            clear('username');
          }}
          current={profile.username}
          error={errors.username ?? null}
        />
        {alert && (
          <Text role="alert" c="red.8" size="sm">
            {alert}
          </Text>
        )}
        <Group justify="space-between">
          <Button component={Link} to="/onboarding/add-avatar" variant="default">
            Back
          </Button>
          <Button type="submit" loading={pending}>
            Finish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const stepProgress: Record<OnboardingStep, number> = { birthday: 2, location: 4, username: 5 };
const order: OnboardingStep[] = ['birthday', 'location', 'username'];

function Stepper({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [start] = useState(() =>
    onboardingStart({ dateOfBirth: profile.dateOfBirth, location: profile.location, username: profile.username }),
  );
  const [step, setStep] = useState<OnboardingStep | null>(start);
  const { run, pending } = useSave();
  const [birth, setBirth] = useState<BirthDateParts>({});
  const [location, setLocation] = useState('');
  const [username, setUsername] = useState(profile.username ?? '');
  const [error, setError] = useState<string | null>(null);

  if (step === null) return <Navigate to="/" replace />;

  const forward = () => {
    setError(null);
    const at = order.indexOf(step);
    if (at === order.length - 1) void navigate({ to: '/', replace: true });
    else setStep(order[at + 1]!);
  };
  const back = () => {
    setError(null);
    setStep(order[order.indexOf(step) - 1]!);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      step === 'birthday'
        ? birthDateProblem(birth)
        : step === 'location'
          ? locationProblem(location)
          : usernameProblem(username);
    if (problem) return setError(problem);
    if (pending) return;
    const body: UpdateProfileBody =
      step === 'birthday'
        ? { dateOfBirth: birthDateIso(birth as BirthDate) }
        : step === 'location'
          ? { location }
          : username.trim() === profile.username
            ? {}
            : { username };
    const failed = Object.keys(body).length ? await run(body) : null;
    if (!failed) return forward();
    setError(Object.values(failed.fields)[0] ?? failed.alert);
  };

  const titles: Record<OnboardingStep, string> = {
    birthday: 'When is your birthday?',
    location: 'Where are you from?',
    username: 'Choose a username',
  };

  return (
    <form onSubmit={(e) => void next(e)} noValidate>
      <Stack gap="lg">
        <OnboardingProgress step={stepProgress[step]} />
        <Title order={1} fz={24}>
          {titles[step]}
        </Title>
        {step === 'birthday' && (
          <BirthDatePicker
            value={birth}
            onChange={(next) => {
              setBirth(next);
              setError(null);
            }}
            error={error}
          />
        )}
        {step === 'location' && (
          <LocationInput
            value={location}
            onChange={(next) => {
              setLocation(next);
              setError(null);
            }}
            error={error}
          />
        )}
        {step === 'username' && (
          <AvailableUsernameInput
            value={username}
            onChange={(next) => {
              setUsername(next);
              setError(null);
            }}
            current={profile.username}
            error={error}
          />
        )}
        <Group justify="space-between">
          {step !== 'birthday' ? (
            <Button variant="subtle" onClick={back}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={forward}>
              Skip
            </Button>
            <Button type="submit" loading={pending}>
              Next
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
