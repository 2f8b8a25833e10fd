// A role given or taken by e-mail (topic roleChange, on by default): claimed per (member, event) within the hourly cap
// before it is sent, as every notification e-mail (notifications/email.emailEffect), so a redelivery never sends it
// twice. Warnings are e-mailed by moderation itself; bans and levels are in-app only.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { kindTopic, wants } from '@hearth/shared/schemas/notifications';
import { communityConfig } from '../communities/config.ts';
import { siteOrigin } from '../communities/site-origin.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { sendMail } from '../platform/email/port.ts';
import { accountMessage, accountNotice } from './account.ts';
import { notificationMail } from './mail.ts';
import { MAIL_CAP_PER_HOUR } from './email.ts';
import * as mailStore from './store/mail.ts';

export async function roleChangeEmail(event: DomainEvent): Promise<TransactItem[]> {
  if (event.type !== 'member.role-changed') return [];
  const notice = await accountNotice(event);
  if (!notice || !wants(notice.prefs, kindTopic[notice.draft.kind], 'Email')) return [];
  const community = (await communityConfig(event.communityId))?.community;
  if (!community) return [];
  const { member, draft } = notice;
  const hour = event.occurredAt.slice(0, 13);
  if (!(await mailStore.claimMail(event.communityId, member.memberId, event.id, hour, MAIL_CAP_PER_HOUR))) return [];
  try {
    await sendMail(
      notificationMail({
        to: member.email,
        site: community.communityName,
        origin: siteOrigin(community),
        message: accountMessage(draft.kind, draft.title),
        destination: '/profile/me',
      }),
    );
  } catch (error) {
    await mailStore.releaseMail(event.communityId, member.memberId, event.id, hour);
    throw error;
  }
  return [];
}
