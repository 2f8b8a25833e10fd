// The captcha port: a verifier decides whether a token proves a human. Off locally; in AWS the provider's
// adapter is configured by CAPTCHA_SECRET (added with the first form that needs it).
export interface CaptchaVerifier {
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export const captchaOff: CaptchaVerifier = { verify: async () => true };

let verifier: CaptchaVerifier = captchaOff;

export function setCaptchaVerifier(next: CaptchaVerifier): void {
  verifier = next;
}

export function verifyCaptcha(token: string | undefined, remoteIp?: string): Promise<boolean> {
  return verifier.verify(token, remoteIp);
}
