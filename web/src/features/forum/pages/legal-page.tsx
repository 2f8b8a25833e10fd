// The community's own pages (member-forum §2.3): Terms of Service, Community Rules, the Privacy Statement (from
// the API) and /info, the community's description.
import * as messages from '@hearth/shared/messages';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { RichHtml } from '@/components/rich-html/rich-html.tsx';
import { useLayout } from '../api/get-layout.ts';
import { useLegalPage, type LegalPage as LegalPageName } from '../api/get-legal-page.ts';
import { ForumShell } from '../components/forum-shell/forum-shell.tsx';
import classes from './legal-page.module.css';

function Document({ title, html, pending, failed, onRetry }: DocumentProps) {
  return (
    <main>
      <ForumShell>
        <article className={classes.page} aria-labelledby="page-title">
          <Title order={1} id="page-title" fz={{ base: 26, xs: 32 }} mb="md">
            {title}
          </Title>
          {pending ? (
            <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading">
              <Skeleton height={16} />
              <Skeleton height={16} width="90%" />
              <Skeleton height={16} width="75%" />
            </Stack>
          ) : failed ? (
            <Stack align="flex-start" role="alert">
              <Text>{messages.generic}</Text>
              <Button variant="default" onClick={onRetry}>
                Retry
              </Button>
            </Stack>
          ) : (
            <RichHtml html={html ?? ''} />
          )}
        </article>
      </ForumShell>
    </main>
  );
}

interface DocumentProps {
  title: string;
  html: string | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

const titles: Record<LegalPageName, string> = {
  terms: 'Terms of Service',
  rules: 'Community Rules',
  privacy: 'Privacy Statement',
};

export function LegalPage({ page, communityName }: { page: LegalPageName; communityName: string }) {
  useDocumentTitle(communityName);
  const query = useLegalPage(page);
  return (
    <Document
      title={query.data?.title ?? titles[page]}
      html={query.data?.html}
      pending={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

export function InfoPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  const layout = useLayout();
  return (
    <Document
      title={`About ${communityName}`}
      html={layout.data?.description}
      pending={layout.isPending}
      failed={layout.isError}
      onRetry={() => void layout.refetch()}
    />
  );
}
