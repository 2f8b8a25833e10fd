import type { HandlerInput } from '../../platform/http/route.ts';
import { sessionOf } from '../service.ts';

export async function getSession({ actor }: HandlerInput<object>) {
  return { body: { user: actor ? await sessionOf(actor) : null } };
}
