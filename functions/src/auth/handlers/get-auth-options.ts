import { PASSWORD_MIN_MEMBER, PASSWORD_MIN_OWNER } from '@hearth/shared/constants/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { config } from '../../platform/config.ts';
import { socialSettings } from '../social/providers.ts';

export async function getAuthOptions({ tenant }: HandlerInput<object>) {
  const { captchaSiteKey } = config();
  // A provider counts only with the hosted UI it needs (never on the local platform).
  const providers = socialSettings()?.enabled ?? new Set();
  return {
    body: {
      social: { google: providers.has('google'), facebook: providers.has('facebook') },
      passwordMinLength: tenant?.kind === 'app' ? PASSWORD_MIN_OWNER : PASSWORD_MIN_MEMBER,
      captchaSiteKey: captchaSiteKey ?? null,
    },
  };
}
