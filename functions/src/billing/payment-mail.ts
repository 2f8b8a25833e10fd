// The e-mail to the owner when a subscription payment failed: a link to the customer portal to fix the card (made
// for the e-mail, so it opens the portal directly) and, since portal links live only a short while, the way there
// from the dashboard. Claimed per provider event before it is sent, so a redelivery never sends it twice.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { getCommunity } from '../communities/service.ts';
import { getMember } from '../members/service.ts';
import { appOrigin } from '../platform/auth/cookies.ts';
import { sendMail } from '../platform/email/port.ts';
import { logger } from '../platform/log.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import type { BillingProvider } from './provider.ts';
import * as store from './store/billing.ts';
import { portalReturn } from './urls.ts';
import { escapeHtml as escape } from '../platform/html/escape.ts';

export function paymentFailedMail(provider: BillingProvider) {
  return async (event: DomainEvent): Promise<TransactItem[]> => {
    if (event.type !== 'billing.payment-failed') return [];
    const { communityId, ownerMemberId, providerEventId } = (event as DomainEvent<'billing.payment-failed'>).detail;
    const community = communityId ? await getCommunity(communityId) : null;
    const ownerId = ownerMemberId ?? community?.ownerMemberId;
    const account = ownerId ? await getMember(OWNER_APP_COMMUNITY_ID, ownerId) : null;
    if (!ownerId || !account?.email) {
      logger.warn('payment failed for an owner we cannot reach', { communityId, ownerMemberId });
      return [];
    }
    const { state } = await store.getBilling({ kind: 'owner', ownerMemberId: ownerId });
    if (!(await store.claimBillingMail(event.communityId, providerEventId))) return [];
    try {
      const dashboard = portalReturn(appOrigin());
      const portal = state.customerId
        ? (await provider.createPortalSession({ customerId: state.customerId, returnUrl: dashboard })).url
        : dashboard;
      const what = community ? `${community.communityName}'s Hearth subscription` : 'your Hearth subscription';
      await sendMail({
        to: account.email,
        subject: 'Your Hearth payment failed',
        text:
          `We could not take the payment for ${what}.\n\n` +
          `Update your card in the customer portal: ${portal}\n\n` +
          `The portal link works for a short while; you can always open the portal from Subscription in your ` +
          `dashboard: ${dashboard}\n`,
        html:
          `<p>We could not take the payment for ${escape(what)}.</p>` +
          `<p><a href="${escape(portal)}">Update your card in the customer portal</a></p>` +
          `<p>The portal link works for a short while; you can always open the portal from ` +
          `<a href="${escape(dashboard)}">Subscription</a> in your dashboard.</p>`,
      });
    } catch (error) {
      await store.releaseBillingMail(event.communityId, providerEventId);
      throw error;
    }
    return [];
  };
}
