// Account and session contracts: sign-up, sign-in, recovery, e-mail and password changes, the session view.
import * as z from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN_MEMBER } from '../constants/auth.ts';
import * as messages from '../messages.ts';
import { meetsPasswordGuidelines } from '../rules/password.ts';
import { onboardingAnswersInputSchema } from './onboarding-questions.ts';
import { accountStateSchema, sessionUserSchema } from './session.ts';

export {
  accountStateSchema,
  sessionResponseSchema,
  sessionUserSchema,
  type AccountState,
  type SessionUser,
} from './session.ts';

/** Letters (accents included), space, comma, period, apostrophe, hyphen (member-forum §5). */
const NAME_PATTERN = /^[\p{L}\p{M} ,.'’-]+$/u;
const EMAIL_PATTERN = /^[^\s@|]+@[^\s@|]+\.[^\s@|]+$/;

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX, messages.emailTooLong)
  .regex(EMAIL_PATTERN, messages.emailInvalid)
  .toLowerCase();

export const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX, messages.nameLength)
    .regex(NAME_PATTERN, messages.incorrectName);

/** A new password: the guideline checker must pass (the owner side's stricter minimum is checked by the API). */
export const newPasswordSchema = (required: string = messages.passwordRequired, minLength = PASSWORD_MIN_MEMBER) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
    .refine((p) => meetsPasswordGuidelines(p, minLength), messages.passwordGuidelines);

/** An existing password: only required (its rules were checked when it was set). */
export const passwordSchema = (required: string = messages.passwordRequired) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX, messages.invalidCredentials);

const captcha = z.string().max(4096).optional();
const token = z.string({ error: messages.linkInvalid }).min(20, messages.linkInvalid).max(200, messages.linkInvalid);

const matching = <T extends { password: string; confirmPassword: string }>(body: T) =>
  body.password === body.confirmPassword;

export const signUpBodySchema = z
  .object({
    firstName: nameSchema(messages.firstNameRequired),
    lastName: nameSchema(messages.lastNameRequired),
    email: emailSchema,
    password: newPasswordSchema(),
    confirmPassword: z.string({ error: messages.passwordsDontMatch }),
    acceptTerms: z.literal(true, { error: messages.acceptTerms }),
    captcha,
    invitation: z.string().max(400).optional(),
    // The answers to the community's onboarding questions (member-forum sign-up)
    onboardingAnswers: onboardingAnswersInputSchema.optional(),
  })
  .refine(matching, { path: ['confirmPassword'], message: messages.passwordsDontMatch });

export const signInBodySchema = z.object({ email: emailSchema, password: passwordSchema(), captcha });
export const emailOnlyBodySchema = z.object({ email: emailSchema, captcha });
export const tokenBodySchema = z.object({ token });

export const resetPasswordBodySchema = z
  .object({ token, password: newPasswordSchema(), confirmPassword: z.string({ error: messages.passwordsDontMatch }) })
  .refine(matching, { path: ['confirmPassword'], message: messages.passwordsDontMatch });

export const changeEmailBodySchema = z.object({ email: emailSchema, password: passwordSchema() });

export const changePasswordBodySchema = z.object({
  currentPassword: passwordSchema(messages.currentPasswordRequired),
  newPassword: newPasswordSchema(messages.newPasswordRequired),
});

export const signedInResponseSchema = z.object({ user: sessionUserSchema });
export const messageResponseSchema = z.object({ message: z.string() });
export const signUpResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  /** An invitation verifies the e-mail, so the member is signed in straight away. */
  signedIn: z.boolean(),
});

export const approvalBodySchema = z.object({ decision: z.enum(['approve', 'deny']) });
export const memberParamsSchema = z.object({ memberId: z.string().min(1).max(64) });
export const approvalResponseSchema = z.object({ memberId: z.string(), state: accountStateSchema });

export type SignUpBody = z.input<typeof signUpBodySchema>;

export const authOptionsResponseSchema = z.object({
  /** Identity providers configured on the deployed user pool; none on the local platform. */
  social: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** Minimum password length on this host: 8 on the owner app, 6 in communities. */
  passwordMinLength: z.number().int(),
  /** Cloudflare Turnstile site key: sign-up, sign-in and the recovery forms show its widget. Null when captcha is off. */
  captchaSiteKey: z.string().nullable(),
});

// ── social sign-in (owner-dashboard §7; docs/auth.md, Social sign-in) ─────────────────────────────────────────────

export const socialProviderIds = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

export const socialProviderParamsSchema = z.object({ provider: z.enum(socialProviderIds) });

/**
 * What Cognito's hosted UI sends back (`code` and `state`, or `error` and `error_description`), passed on unchanged
 * from the callback to the complete step. Each part is optional here: a missing one is the service's clear refusal.
 */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

/** The popup's steps answer an HTML page (or redirect); the page posts its result to the opener. */
export const socialPageSchema = z.string().meta({ description: 'An HTML page that reports its result to the opener' });

/** The popup's result, posted to `window.opener` (exact origin) and on the `hearth:social` BroadcastChannel. */
export const SOCIAL_RESULT_TYPE = 'hearth:social';
export const socialResultSchema = z.object({
  type: z.literal(SOCIAL_RESULT_TYPE),
  ok: z.boolean(),
  message: z.string().optional(),
});
export type SocialResult = z.infer<typeof socialResultSchema>;
