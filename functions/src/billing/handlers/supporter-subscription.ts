// The member's /subscription routes: the offer and their subscription, Checkout, cancel at period end, resume.
import type { HandlerInput } from '../../platform/http/route.ts';
import { viewerHost } from '../../platform/tenancy/resolve.ts';
import * as supporter from '../connect/member.ts';
import { supportersProvider } from '../connect/stripe-supporters.ts';

const requestOf = ({ tenant, actor, event }: HandlerInput<object>): supporter.MemberRequest => ({
  tenant,
  actor,
  host: viewerHost(event.headers) ?? tenant?.host ?? '',
});

export async function getMySupporterSubscription(input: HandlerInput<object>) {
  return { body: await supporter.getMySupporterSubscription(requestOf(input)) };
}

export async function subscribeAsSupporter(input: HandlerInput<object>) {
  return { status: 201, body: await supporter.subscribeAsSupporter(requestOf(input), supportersProvider()) };
}

export async function unsubscribeAsSupporter(input: HandlerInput<object>) {
  return { body: await supporter.unsubscribeAsSupporter(requestOf(input), supportersProvider()) };
}

export async function resumeAsSupporter(input: HandlerInput<object>) {
  return { body: await supporter.resumeAsSupporter(requestOf(input), supportersProvider()) };
}
