// /monetization's routes (the community's owner): paid membership's data, the payout account's onboarding, status
// and balance, enabling, the price, the perks and the subscriber list.
import type {
  payoutOnboardingBodySchema,
  subscribersQuerySchema,
  supporterPerksBodySchema,
  supporterPriceBodySchema,
  supportersEnabledBodySchema,
} from '@hearth/shared/schemas/monetization';
import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import { ownerRequest } from '../../communities/context.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as owner from '../connect/owner.ts';
import { payoutAccounts } from '../connect/stripe-accounts.ts';
import { listSubscribers as subscribers } from '../connect/subscribers.ts';

type Params = { params: typeof communityParamsSchema };

export async function getMonetization(input: HandlerInput<Params>) {
  return { body: await owner.getMonetization(ownerRequest(input).actor, input.params.communityId) };
}

export async function getMonetizationBalance(input: HandlerInput<Params>) {
  const { actor } = ownerRequest(input);
  return { body: await owner.getMonetizationBalance(actor, input.params.communityId, payoutAccounts()) };
}

export async function listPayoutCountries() {
  return { body: owner.listPayoutCountries() };
}

export async function startPayoutOnboarding(input: HandlerInput<Params & { body: typeof payoutOnboardingBodySchema }>) {
  const { actor, host } = ownerRequest(input);
  const { communityId } = input.params;
  const body = await owner.startPayoutOnboarding(actor, host, communityId, input.body.country, payoutAccounts());
  return { status: 201, body };
}

export async function getPayoutAccountStatus(input: HandlerInput<Params>) {
  const { actor } = ownerRequest(input);
  return { body: await owner.getPayoutAccountStatus(actor, input.params.communityId, payoutAccounts()) };
}

export async function setSupportersEnabled(input: HandlerInput<Params & { body: typeof supportersEnabledBodySchema }>) {
  const { actor } = ownerRequest(input);
  return { body: await owner.setSupportersEnabled(actor, input.params.communityId, input.body.enabled) };
}

export async function updateSupporterPrice(input: HandlerInput<Params & { body: typeof supporterPriceBodySchema }>) {
  const { actor } = ownerRequest(input);
  return { body: await owner.updateSupporterPrice(actor, input.params.communityId, input.body) };
}

export async function updateSupporterPerks(input: HandlerInput<Params & { body: typeof supporterPerksBodySchema }>) {
  const { actor } = ownerRequest(input);
  return { body: await owner.updateSupporterPerks(actor, input.params.communityId, input.body.subscriptionPerks) };
}

export async function listSubscribers(input: HandlerInput<Params & { query: typeof subscribersQuerySchema }>) {
  const { actor } = ownerRequest(input);
  const { filter, cursor } = input.query;
  return { body: await subscribers(actor, input.params.communityId, filter, cursor) };
}
