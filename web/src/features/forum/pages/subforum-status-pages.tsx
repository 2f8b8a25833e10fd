// /subforum-not-found and /subforum-no-access (member-forum §2.1, §2.5): where a subforum feed the API answers 404 or
// 403 for sends the visitor. The spec's texts, with Return Home; the permission text only for a signed-in member.
import * as messages from '@hearth/shared/messages';
import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '@/features/auth/api/get-session.ts';
import { ForumShell } from '../components/forum-shell/forum-shell.tsx';
import { StatusPage } from '@/components/status-page/status-page.tsx';

export function SubforumNotFoundPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  return (
    <main>
      <ForumShell strip>
        <StatusPage title={messages.subforumMissing} />
      </ForumShell>
    </main>
  );
}

export function SubforumNoAccessPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  const signedIn = Boolean(useSession().data?.user);
  return (
    <main>
      <ForumShell strip>
        <StatusPage title={messages.subforumPrivate} locked>
          {signedIn && <Text c="dimmed">{messages.subforumNoPermission}</Text>}
        </StatusPage>
      </ForumShell>
    </main>
  );
}
