// The captcha port: a verifier decides whether a token proves a human. Only the "off" adapter exists so far (the
// local platform runs without captcha); the production adapter arrives with the provider choice (issue 3 note).
export interface CaptchaVerifier {
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export const captchaOff: CaptchaVerifier = { verify: async () => true };

export function verifyCaptcha(token: string | undefined, remoteIp?: string): Promise<boolean> {
  return captchaOff.verify(token, remoteIp);
}
