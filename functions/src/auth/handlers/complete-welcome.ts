import type { HandlerInput } from '../../platform/http/route.ts';
import { completeWelcome as complete } from '../sign-in.ts';

export async function completeWelcome({ actor }: HandlerInput<object>) {
  return { body: { user: await complete(actor!) } };
}
