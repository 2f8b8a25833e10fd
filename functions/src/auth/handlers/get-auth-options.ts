import { PASSWORD_MIN_MEMBER, PASSWORD_MIN_OWNER } from '@hearth/shared/constants/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { config } from '../../platform/config.ts';

export async function getAuthOptions({ tenant }: HandlerInput<object>) {
  const { socialProviders, captchaSiteKey } = config();
  const providers = new Set(socialProviders);
  return {
    body: {
      social: { google: providers.has('google'), facebook: providers.has('facebook') },
      passwordMinLength: tenant?.kind === 'app' ? PASSWORD_MIN_OWNER : PASSWORD_MIN_MEMBER,
      captchaSiteKey: captchaSiteKey ?? null,
    },
  };
}
