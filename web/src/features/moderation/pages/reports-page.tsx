// The Reports page (member-forum §2.10, §4; /dashboard/reports): Pending or Resolved, 10 a page with infinite
// scroll, multi-select and the bulk actions Warn, Timeout, Ban (a reason dialog), Ignore and Delete (a confirmation;
// a deleted post or comment is republished from Audit Logs). After
// an action the list reloads from page 1; changing the filter clears the selection.
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import * as messages from '@hearth/shared/messages';
import { ACTION_TAKEN_LABELS, type Report, type ReportAction } from '@hearth/shared/schemas/moderation';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { MemberActionModal, useMemberActionForm } from '@/components/moderation-dialogs/member-action-form.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll.ts';
import { isApiError } from '@/lib/api-client.ts';
import { type ReportStatus, useActOnReports, usePostHref, useReports } from '../api/moderation.ts';
import { PageFrame } from './page-frame.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

const ACTION_LABELS: Record<ReportAction, string> = {
  warn: 'Warn',
  timedBan: 'Timeout',
  permanentBan: 'Ban',
  discard: 'Ignore',
  delete: 'Delete',
};
const TOASTS: Record<ReportAction, string> = {
  warn: messages.warnedMember,
  timedBan: messages.timedOutMember,
  permanentBan: messages.bannedMember,
  discard: messages.reportIgnored,
  delete: messages.deletedContent,
};
const DANGER: ReadonlySet<ReportAction> = new Set(['permanentBan', 'delete']);

/**
 * On a community host the page is the document's main landmark; in the owner app's Community Manager (`embedded`) it
 * sits in the dashboard's own main.
 */
export function ReportsPage({ communityName, embedded = false }: { communityName: string; embedded?: boolean }) {
  useDocumentTitle(`Reports · ${communityName}`);
  const [status, setStatus] = useState<ReportStatus>('pending');
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<ReportAction | null>(null);
  const reports = useReports(status);
  const sentinel = useInfiniteScroll({
    hasNextPage: reports.hasNextPage,
    isFetching: reports.isFetching,
    fetchNextPage: reports.fetchNextPage,
  });
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  return (
    <PageFrame embedded={embedded}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Reports
        </Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label="Report filter"
            value={status}
            onChange={(value) => {
              setStatus(value as ReportStatus);
              setSelected([]);
            }}
            data={[
              { value: 'pending', label: 'Pending' },
              { value: 'resolved', label: 'Resolved' },
            ]}
          />
          <Group gap="xs" wrap="wrap">
            {(Object.keys(ACTION_LABELS) as ReportAction[]).map((action) => (
              <Button
                key={action}
                variant={DANGER.has(action) ? 'filled' : 'default'}
                color={DANGER.has(action) ? 'red' : undefined}
                disabled={selected.length === 0}
                onClick={() => setDialog(action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        </Group>
        {reports.isPending ? (
          <Loader role="status" aria-label="Loading reports" />
        ) : reports.isError ? (
          <Alert color="red" role="alert">
            {isApiError(reports.error) ? reports.error.message : messages.generic}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed">{messages.noReports}</Text>
        ) : (
          <PlainList gap="sm">
            {items.map((report) => (
              <ReportRow
                key={report.id}
                report={report}
                checked={selected.includes(report.id)}
                onCheck={(on) => toggle(report.id, on)}
              />
            ))}
          </PlainList>
        )}
        <div ref={sentinel} aria-hidden="true" />
        {reports.isFetchingNextPage && <Loader size="sm" role="status" aria-label="Loading more reports" />}
      </Stack>
      {dialog && (
        <ActionDialog
          action={dialog}
          reportIds={selected}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
    </PageFrame>
  );
}

function ReportRow({ report, checked, onCheck }: { report: Report; checked: boolean; onCheck(on: boolean): void }) {
  const postHref = usePostHref();
  return (
    <Card component="li" withBorder padding="sm">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          checked={checked}
          onChange={(event) => onCheck(event.currentTarget.checked)}
          aria-label={`Select the report on ${report.reportedUser.name}'s ${report.contentType}`}
          disabled={report.actionTaken !== 'pending'}
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={report.actionTaken === 'pending' ? 'yellow' : 'gray'} variant="light">
              {ACTION_TAKEN_LABELS[report.actionTaken]}
            </Badge>
            <Text size="sm" fw={600}>
              {report.reason}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <a href={postHref(report.postSlug)}>{report.excerpt}</a>
          </Text>
          {report.text && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {report.text}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {report.contentType === 'post' ? 'Post' : 'Comment'} by {report.reportedUser.name} · reported by{' '}
            {report.reporter.name} · {new Date(report.createdAt).toLocaleString()}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Ignore and Delete ask for confirmation; Warn, Timeout and Ban ask for a reason (and Timeout for its days). */
function ActionDialog({
  action,
  reportIds,
  onClose,
  onDone,
}: {
  action: ReportAction;
  reportIds: string[];
  onClose(): void;
  onDone(): void;
}) {
  const toast = useToast();
  const act = useActOnReports();
  const form = useMemberActionForm();
  const count = reportIds.length;

  const submit = async () => {
    let body;
    if (action === 'discard' || action === 'delete') body = { action, reportIds };
    else {
      const checked = form.check(action);
      if (!checked) return;
      body = { ...checked, reportIds };
    }
    try {
      const { results } = await act.mutateAsync(body);
      const failed = results.filter((r) => !r.ok);
      if (failed.length < results.length) toast(TOASTS[action]);
      if (failed.length > 0) toast(failed[0]!.message ?? messages.generic, { tone: 'error' });
      onDone();
    } catch (error) {
      form.fail(isApiError(error) ? error.message : messages.generic);
    }
  };

  if (action === 'delete' || action === 'discard') {
    const confirm =
      action === 'delete'
        ? {
            title: 'Delete reported content',
            label: 'Delete',
            text: (
              <>
                Delete the {count === 1 ? 'post or comment' : 'posts and comments'} of {count} selected{' '}
                {count === 1 ? 'report' : 'reports'}? Members will no longer see them; Audit Logs can republish each
                one.
              </>
            ),
          }
        : {
            title: 'Ignore reports',
            label: 'Ignore',
            text: (
              <>
                Ignore {count} selected {count === 1 ? 'report' : 'reports'}? Nothing happens to the content or its
                author.
              </>
            ),
          };
    return (
      <ConfirmDialog
        opened
        title={confirm.title}
        confirmLabel={confirm.label}
        pending={act.isPending}
        error={form.errors.form ?? null}
        onCancel={onClose}
        onConfirm={() => void submit()}
      >
        {confirm.text}
      </ConfirmDialog>
    );
  }
  return (
    <MemberActionModal
      action={action}
      form={form}
      title={`${ACTION_LABELS[action]} ${count === 1 ? 'member' : 'members'}`}
      confirmLabel={ACTION_LABELS[action]}
      danger={action === 'permanentBan'}
      pending={act.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    />
  );
}
