// The captcha port: a verifier decides whether a token proves a human. Cloudflare Turnstile when a secret is
// configured (CDK sets one from the captchaSecretArn context); otherwise off, as on the local platform.
import { config } from '../config.ts';
import { secretFromArn } from '../secrets.ts';
import { turnstileVerifier } from './turnstile.ts';

export interface CaptchaVerifier {
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export const captchaOff: CaptchaVerifier = { verify: async () => true };

/** The verifier the configuration asks for; chosen on each call (the configuration itself is read once). */
export function captchaVerifier(): CaptchaVerifier {
  const { captchaSecret, captchaSecretArn } = config();
  if (captchaSecret) return turnstileVerifier({ secret: async () => captchaSecret });
  if (captchaSecretArn) return turnstileVerifier({ secret: secretFromArn(captchaSecretArn) });
  return captchaOff;
}

export function verifyCaptcha(token: string | undefined, remoteIp?: string): Promise<boolean> {
  return captchaVerifier().verify(token, remoteIp);
}
