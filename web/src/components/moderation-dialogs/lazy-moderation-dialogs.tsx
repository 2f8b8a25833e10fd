// The moderation dialogs as a post's or a comment's menu opens them: their chunk loads when one is first shown.
// Staff-only or rare, they carry inputs no reader needs (NumberInput with its number formatting, Radio), which
// would otherwise load and run with every post page (it lowers the post page's Total Blocking Time).
import { type ComponentProps, lazy, Suspense } from 'react';
import type * as Dialogs from './moderation-dialogs.tsx';

export type { MemberAction } from './moderation-dialogs.tsx';

const load = () => import('./moderation-dialogs.tsx');
const LazyReport = lazy(() => load().then((m) => ({ default: m.ReportDialog })));
const LazyMemberAction = lazy(() => load().then((m) => ({ default: m.MemberActionDialog })));
const LazyDeleteReason = lazy(() => load().then((m) => ({ default: m.DeleteContentReasonDialog })));

export const ReportDialog = (props: ComponentProps<typeof Dialogs.ReportDialog>) => (
  <Suspense fallback={null}>
    <LazyReport {...props} />
  </Suspense>
);

export const MemberActionDialog = (props: ComponentProps<typeof Dialogs.MemberActionDialog>) => (
  <Suspense fallback={null}>
    <LazyMemberAction {...props} />
  </Suspense>
);

export const DeleteContentReasonDialog = (props: ComponentProps<typeof Dialogs.DeleteContentReasonDialog>) => (
  <Suspense fallback={null}>
    <LazyDeleteReason {...props} />
  </Suspense>
);
