// The consumer that e-mails an owner when one of their lifetime codes was refunded, and what their community keeps.
// Claimed per code before it is sent (a code is refunded once), so a redelivery never sends it twice.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { getCommunity } from '../../communities/service.ts';
import { getMember } from '../../members/service.ts';
import { appOrigin } from '../../platform/auth/cookies.ts';
import { sendMail } from '../../platform/email/port.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { escapeHtml as escape } from '../../platform/html/escape.ts';
import { logger } from '../../platform/log.ts';
import * as store from '../store/billing.ts';

const PLAN_NAMES: Record<string, string> = {
  'lifetime-professional-plan': 'the lifetime Professional plan',
  'lifetime-premium-plan': 'the lifetime Premium plan',
};

/** What the e-mail says the community keeps. */
function keeps(communityName: string | null, planId: string | null) {
  if (!communityName) return 'The code is no longer available to apply.';
  return planId
    ? `${communityName} now has ${PLAN_NAMES[planId] ?? planId}, from your other codes.`
    : `${communityName} no longer has a lifetime plan. Choose a plan or apply another code from your dashboard.`;
}

export async function codeRefundMail(event: DomainEvent): Promise<[]> {
  if (event.type !== 'billing.code-refunded') return [];
  const { code, ownerMemberId, communityId, planId } = (event as DomainEvent<'billing.code-refunded'>).detail;
  const account = await getMember(OWNER_APP_COMMUNITY_ID, ownerMemberId);
  if (!account?.email) {
    logger.warn('code refunded for an owner we cannot reach', { ownerMemberId });
    return [];
  }
  const community = communityId ? await getCommunity(communityId) : null;
  const claim = `code-refund#${code}`;
  if (!(await store.claimBillingMail(OWNER_APP_COMMUNITY_ID, claim))) return [];
  const codesPage = `${appOrigin()}/appsumo`;
  const outcome = keeps(community?.communityName ?? null, planId);
  try {
    await sendMail({
      to: account.email,
      subject: 'Your Hearth lifetime code was refunded',
      text: `Your lifetime code ${code} was refunded.\n\n${outcome}\n\nYour codes: ${codesPage}\n`,
      html:
        `<p>Your lifetime code ${escape(code)} was refunded.</p><p>${escape(outcome)}</p>` +
        `<p><a href="${escape(codesPage)}">Your codes</a></p>`,
    });
  } catch (error) {
    await store.releaseBillingMail(OWNER_APP_COMMUNITY_ID, claim);
    throw error;
  }
  return [];
}

export const codeRefundMailConsumer: EventConsumer = {
  name: 'billing.code-refund-mail',
  domain: 'billing',
  types: ['billing.code-refunded'],
  apply: codeRefundMail,
};
