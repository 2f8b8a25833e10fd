// Custom Domain (owner-dashboard §2 Platform Settings: Custom Domain, §3, §4, §5, §8, §9): with no domain, a form to
// add one (checked by the shared host-name rule first, the server's refusals under the input); with a domain, its
// card. The status is re-fetched while it moves by itself; a deployed, disabled distribution with an issued
// certificate is a delete half done, which the section carries on. No Save Settings: each action saves itself.
import {
  continuesDelete,
  customDomainProblem,
  domainView,
  mayChangeDomain,
  normalizeCustomDomain,
} from '@hearth/shared/rules/custom-domain';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';
import { requiredInput, useMutationSubmit } from '@/lib/form.ts';
import { baseDomainOf, configuredBaseDomain } from '@/lib/host.ts';
import { useAddCustomDomain, useCustomDomain, useDeleteCustomDomain } from '../api/custom-domain.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import { DomainCard, formatChangeDate } from './custom-domain-card.tsx';
import type { SectionProps } from './types.ts';

interface AddValues {
  customDomain: string;
}

function AddDomainForm({ communityId, allowedToChangeAt }: { communityId: string; allowedToChangeAt: string | null }) {
  const add = useAddCustomDomain(communityId);
  const form = useForm<AddValues>({
    initialValues: { customDomain: '' },
    validate: { customDomain: (value) => customDomainProblem(value) },
  });
  const { submit, alert } = useMutationSubmit(form, add, {
    fields: ['customDomain'],
    variables: (values) => ({ customDomain: normalizeCustomDomain(values.customDomain) }),
  });
  // A domain deleted after it connected holds the next one back until then (the server refuses earlier adds too).
  const [openedAt] = useState(() => Date.now());
  const waitUntil = allowedToChangeAt && !mayChangeDomain(allowedToChangeAt, openedAt) ? allowedToChangeAt : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Add a custom domain">
      <Stack gap="sm">
        <TextInput
          label="Domain name"
          description="Without http:// or https://, e.g. community.example.com"
          placeholder="community.example.com"
          autoComplete="off"
          spellCheck={false}
          {...requiredInput}
          {...form.getInputProps('customDomain')}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add
          </Button>
        </Group>
        {waitUntil && (
          <Text size="sm" c="dimmed">
            You can change the domain after {formatChangeDate(waitUntil)}.
          </Text>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** The community's address on the platform, as the browser reaches it (it keeps working beside the custom domain). */
const siteHostOf = (subdomain: string) =>
  `${subdomain}.${baseDomainOf(window.location.hostname, configuredBaseDomain())}`;

function DomainStatus({
  communityId,
  status,
  siteHost,
}: {
  communityId: string;
  status: CustomDomainStatus;
  siteHost: string;
}) {
  const remove = useDeleteCustomDomain(communityId);
  const { mutate: startDelete, isPending: removing } = remove;
  // A delete half done (a deployed, disabled distribution with an issued certificate) goes on, once per domain.
  const continued = useRef<string | null>(null);
  useEffect(() => {
    if (!status.customDomain || status.deleting || removing || !continuesDelete(status)) return;
    if (continued.current === status.customDomain) return;
    continued.current = status.customDomain;
    startDelete();
  }, [status, removing, startDelete]);

  const view = domainView(status);
  if (!status.customDomain || !view) {
    return <AddDomainForm communityId={communityId} allowedToChangeAt={status.allowedToChangeAt} />;
  }
  return (
    <DomainCard
      status={{ ...status, customDomain: status.customDomain }}
      view={view}
      siteHost={siteHost}
      deleting={removing}
      deleteError={remove.error}
      onDelete={(done) => startDelete(undefined, { onSuccess: () => done?.() })}
    />
  );
}

export default function CustomDomainSection({ communityId, settings }: SectionProps) {
  const status = useCustomDomain(communityId);
  const siteHost = siteHostOf(settings.subdomain);
  return (
    <SectionFrame
      title="Custom Domain"
      description={`Serve your community from your own domain. It stays reachable at ${siteHost} too.`}
    >
      {status.data ? (
        // Kept on screen when a later poll fails: the next poll tries again.
        <DomainStatus communityId={communityId} status={status.data} siteHost={siteHost} />
      ) : status.isError ? (
        <Alert color="red" variant="light" title="The custom domain could not be loaded" role="alert">
          <Stack gap="sm" align="flex-start">
            {placeApiError(status.error, []).message}
            <Button variant="default" size="xs" onClick={() => void status.refetch()} loading={status.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Group justify="center" py="xl" role="status" aria-label="Loading the custom domain">
          <Loader />
        </Group>
      )}
    </SectionFrame>
  );
}
