// The owner app's Community Manager Reports and Audit Logs (owner-dashboard §2: /community-dashboard/reports and
// /community-dashboard/audit-logs): the community site's pages, for the selected community (ModerationScope).
import '@mantine/core/styles/Card.layer.css';
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { ModerationScopeProvider } from '../api/moderation.ts';
import { AuditLogsPage } from './audit-logs-page.tsx';
import { ReportsPage } from './reports-page.tsx';

const TITLE = 'Community Manager · Hearth';

function Scoped({ children }: { children: ReactNode }) {
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return (
    <ModerationScopeProvider
      key={community.communityId}
      value={{ communityId: community.communityId, siteUrl: community.url }}
    >
      {children}
    </ModerationScopeProvider>
  );
}

export function OwnerReportsPage() {
  return (
    <Scoped>
      <ReportsPage communityName={TITLE} embedded />
    </Scoped>
  );
}

export function OwnerAuditLogsPage() {
  return (
    <Scoped>
      <AuditLogsPage communityName={TITLE} embedded />
    </Scoped>
  );
}
