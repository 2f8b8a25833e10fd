import type { HandlerInput } from '../../platform/http/route.ts';
import { sessionOf } from '../sign-in.ts';

export async function getSession({ actor }: HandlerInput<object>) {
  return { body: { user: actor ? await sessionOf(actor) : null } };
}
