// A community's custom domain (owner-dashboard §3, §4, §8, §9): the domain and its status label, the failure text when
// the certificate failed (or the domain is attached to a distribution elsewhere), the DNS records to create (each
// name and value with a copy button), when the domain may be changed, and Delete — asking first only for a live,
// serving domain (the status machine's `confirmDelete`).
import { certificateFailureText, type DomainView } from '@hearth/shared/rules/custom-domain';
import type { CustomDomainStatus, DnsRecord } from '@hearth/shared/schemas/custom-domains';
import { Badge, Button, Card, CopyButton, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { placeApiError } from '@/lib/form-errors.ts';

/** What each kind of record is called in the table and what it does (§9). */
const PURPOSES: Record<DnsRecord['purpose'], { title: string; explains: string }> = {
  validation: {
    title: 'Certificate validation',
    explains: 'Proves the domain is yours, so a security certificate can be issued for it.',
  },
  cname: { title: 'Domain', explains: 'Points the domain to the platform.' },
  www: { title: 'www', explains: 'For the root domain: sends its www address to the platform too.' },
};

/** A root domain's own record cannot be a CNAME; providers name the record that stands in for it differently. */
const ALIAS_EXPLAINED =
  'DNS allows no CNAME on a root domain: use your provider’s ALIAS, ANAME or flattened CNAME record.';

const CREATE_RECORDS =
  "Create these records at your domain's DNS provider. The status moves on by itself once they are in place; " +
  'that can take from minutes to a few hours.';
const KEEP_RECORDS =
  'Keep these records at your DNS provider: the certificate renews itself through the validation record.';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const formatChangeDate = (iso: string) => dayFormat.format(new Date(iso));

/** Each record's title, numbered when a purpose has several (ACM may ask for more than one validation record). */
function recordTitles(records: readonly DnsRecord[]): string[] {
  return records.map((record, index) => {
    const same = records.filter((r) => r.purpose === record.purpose);
    const title = PURPOSES[record.purpose].title;
    return same.length > 1 ? `${title} ${same.indexOf(records[index]!) + 1}` : title;
  });
}

function CopyText({ value, label }: { value: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} flex={1}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant={copied ? 'filled' : 'light'} onClick={copy} aria-label={label}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** While the certificate is being requested its validation record is not known yet: it appears on a later poll. */
function ValidationComing() {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        The certificate validation record appears here in a moment.
      </Text>
    </Group>
  );
}

export function DnsRecords({
  records,
  validationComing,
}: {
  records: readonly DnsRecord[];
  validationComing: boolean;
}) {
  const titles = recordTitles(records);
  return (
    <>
      {validationComing && <ValidationComing />}
      {records.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" layout="fixed" aria-label="DNS records to create">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="24%">Record</Table.Th>
                <Table.Th w="10%">Type</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record, index) => {
                const title = titles[index]!;
                const lower = title.charAt(0).toLowerCase() + title.slice(1);
                return (
                  <Table.Tr key={`${record.purpose}:${record.name}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {PURPOSES[record.purpose].explains}
                        {record.type === 'ALIAS' ? ` ${ALIAS_EXPLAINED}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{record.type}</Text>
                    </Table.Td>
                    <Table.Td>
                      <CopyText value={record.name} label={`Copy name of the ${lower} record`} />
                    </Table.Td>
                    <Table.Td>
                      <CopyText value={record.value} label={`Copy value of the ${lower} record`} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

interface DomainCardProps {
  status: CustomDomainStatus & { customDomain: string };
  view: DomainView;
  /** The community's own address on the platform (it keeps working). */
  siteHost: string;
  deleting: boolean;
  deleteError: unknown;
  /** Starts the deletion; `done` runs once it has started. */
  onDelete: (done?: () => void) => void;
}

export function DomainCard({ status, view, siteHost, deleting, deleteError, onDelete }: DomainCardProps) {
  const [asking, setAsking] = useState(false);
  const failure = certificateFailureText(status, status.failureReason);
  const error = deleteError ? placeApiError(deleteError, []).message : null;
  const askOrDelete = () => (view.confirmDelete ? setAsking(true) : onDelete());
  const validationComing =
    !status.records.some((r) => r.purpose === 'validation') &&
    (status.certificateStatus === null || status.certificateStatus === 'PENDING_VALIDATION');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {status.customDomain}
            </Title>
            <Group gap="xs" role="status" aria-label="Domain status">
              <Badge color={view.tone} variant="light" size="lg">
                {view.label}
              </Badge>
              {view.poll && (
                <Text size="xs" c="dimmed">
                  Updates by itself
                </Text>
              )}
            </Group>
          </Stack>
          <Button
            color="red"
            variant="light"
            onClick={askOrDelete}
            loading={deleting}
            disabled={status.deleting}
            style={{ flexShrink: 0 }}
          >
            Delete Domain
          </Button>
        </Group>
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        {error && !asking && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {!status.deleting && (
          <Stack gap="xs">
            <Text size="sm">{view.label === 'Connected' ? KEEP_RECORDS : CREATE_RECORDS}</Text>
            <DnsRecords records={status.records} validationComing={validationComing} />
          </Stack>
        )}
        {status.allowedToChangeAt && (
          <Text size="sm" c="dimmed">
            You can change the domain after {formatChangeDate(status.allowedToChangeAt)}.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={`Delete ${status.customDomain}?`}
        confirmLabel="Delete Domain"
        danger
        pending={deleting}
        error={asking ? error : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => onDelete(() => setAsking(false))}
      >
        Members stop reaching the community on {status.customDomain} at once, and its certificate is removed. The
        community stays at {siteHost}.
      </ConfirmDialog>
    </Card>
  );
}
