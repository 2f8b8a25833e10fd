// The billing domain's keys (owner billing, and paid membership through Stripe Connect), spread into `keys` in
// keys.ts: built here, tenant first, and used through `keys` like every other key.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';

const SEP = '#';

export const billingKeys = {
  /** A community's billing item: its subscription as the payment provider's events and answers last said. */
  billing: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'BILLING' }),
  /**
   * An owner-app account's billing item: its customer at the payment provider, its card, and a subscription paid for
   * before its community exists (the next community takes it).
   */
  ownerBilling: (appMemberId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `BILLING${SEP}${appMemberId}`,
  }),
  /** Which owner-app account a payment-provider customer is (events about payment methods name only the customer). */
  billingCustomer: (customerId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `BILLINGCUSTOMER${SEP}${customerId}`,
  }),
  /**
   * A payment-provider webhook event applied, written in the transaction of its effect. Global like the host claims:
   * the provider's event ids are global, and the event is recorded before (or without) knowing its tenant.
   */
  providerEvent: (eventId: string) => ({ PK: `PROVIDEREVENT${SEP}${eventId}`, SK: 'APPLIED' }),
  /** The payment-failed e-mail of one provider event, claimed before it is sent: never sent twice. */
  billingMail: (communityId: string, eventId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `BILLINGMAIL${SEP}${eventId}`,
  }),
  /**
   * A community's paid membership: the payout account (connected account) and its ability, the price, the perks,
   * whether it is enabled, and the subscriber and earnings counters (flat numbers the member side ADDs).
   */
  supporters: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'SUPPORTERS' }),
  /** Which community a payout (connected) account is for: Connect events name only the account. */
  connectAccount: (accountId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `CONNECTACCOUNT${SEP}${accountId}`,
  }),
  /**
   * A supporter in the owner's subscriber list (GSI1 of the SUPPORTER item): one partition per list filter, newest
   * start first (`<startedAt ISO>#<memberId>`); a subscriber whose status is in no list carries neither attribute.
   */
  supporterListEntry: (communityId: string, filter: string, startedAt: string, memberId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}SUPPORTERS${SEP}${filter}`,
    GSI1SK: `${startedAt}${SEP}${memberId}`,
  }),
} as const;
