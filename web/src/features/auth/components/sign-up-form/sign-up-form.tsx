// Registration: names, e-mail, a new password with its checklist, confirmation, and the terms checkbox.
// On success the form gives way to the "we have sent a verification email" text. The marketplace variant adds the
// lifetime code fields and keeps the codes in local storage until the new account is signed in.
import * as messages from '@hearth/shared/messages';
import { type SessionUser, signUpBodySchema } from '@hearth/shared/schemas/auth';
import { Anchor, Checkbox, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/form-frame/form-frame.tsx';
import { allOf, focusFirstError, validateWith } from '@/lib/form.ts';
import { newPasswordRules } from '@/features/auth/password-rules.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';
import { useSignUp } from '@/features/auth/api/sign-up.ts';
import { useMarketplaceCodes } from '@/features/codes/components/marketplace-code-fields/marketplace-code-fields.tsx';
import { storeSignupCodes } from '@/features/codes/marketplace-storage.ts';
import { useOpenInvitation } from '@/features/invitations/api/invitations.ts';
import { useSignUpQuestions } from '@/features/auth/api/list-onboarding-questions.ts';
import { signUpCaption, useAuthSite } from '@/features/auth/auth-site.tsx';
import { ConfirmPasswordInput, EmailInput, NameInputs, NewPasswordInput } from '../auth-fields/auth-fields.tsx';
import { useCaptcha } from '../captcha-widget/captcha-widget.tsx';
import { AuthForm } from '../auth-form/auth-form.tsx';
import {
  type AnswerValues,
  missingAnswers,
  OnboardingAnswers,
  toAnswerInputs,
} from '../onboarding-answers/onboarding-answers.tsx';

interface SignUpFormProps {
  invitation?: string | undefined;
  /** The marketplace variant (a guest sent here from /appsumo), with the code from its address, if any. */
  marketplace?: { code: string } | undefined;
  /**
   * An invitation signs the member in at once (the session has been fetched by then); social sign-in too, with the
   * account it signed in to.
   */
  onSignedIn: (user?: SessionUser) => void;
  /** "Already have an account? Sign in", under the form. */
  links: ReactNode;
}

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};
type Values = typeof initialValues;
const fields = Object.keys(initialValues);

export function SignUpForm({ invitation, marketplace, onSignedIn, links }: SignUpFormProps) {
  const site = useAuthSite();
  const { passwordMinLength } = useAuthOptions();
  const signUp = useSignUp();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  // A community's onboarding questions (none on the owner app).
  const questions = useSignUpQuestions(site.kind === 'community').data?.items ?? [];
  const [answers, setAnswers] = useState<AnswerValues>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const codes = useMarketplaceCodes(marketplace?.code ?? '');
  const form = useForm<Values>({
    name: 'sign-up',
    mode: 'controlled',
    initialValues,
    validate: allOf<Values>(
      validateWith(signUpBodySchema),
      // The shared schema checks the community minimum; the owner app asks for more (GET /auth/options).
      newPasswordRules(passwordMinLength),
    ),
  });

  // An invitation link: marked opened, and the form takes the invited address (the only one the link signs up).
  const opened = useOpenInvitation(invitation);
  const invitedEmail = opened.data?.email;
  const currentEmail = form.values.email;
  const { setFieldValue } = form;
  useEffect(() => {
    if (invitedEmail && currentEmail !== invitedEmail) setFieldValue('email', invitedEmail);
  }, [invitedEmail, currentEmail, setFieldValue]);

  if (signUp.data && !signUp.data.signedIn) {
    return (
      <Text role="status" size="lg">
        {messages.verificationSent(signUp.data.email)}
      </Text>
    );
  }

  const submit = form.onSubmit(
    (values) => {
      if (signUp.isPending) return;
      setAlert(null);
      const missing = missingAnswers(questions, answers);
      setAnswerErrors(missing);
      const signupCodes = marketplace ? codes.take() : [];
      if (Object.keys(missing).length > 0 || !signupCodes) return;
      if (signupCodes.length > 0) storeSignupCodes(signupCodes);
      const onboardingAnswers = toAnswerInputs(questions, answers);
      signUp.mutate(
        {
          ...values,
          acceptTerms: true,
          ...(invitation ? { invitation } : {}),
          ...(onboardingAnswers.length > 0 ? { onboardingAnswers } : {}),
          ...captcha.take(),
        },
        {
          onSuccess: (result) => {
            if (result.signedIn) onSignedIn();
          },
          onError: (error) => {
            const placed = placeApiError(error, fields);
            form.setErrors(placed.fields);
            setAlert(placed.message);
          },
        },
      );
    },
    (errors) => {
      setAnswerErrors(missingAnswers(questions, answers));
      if (marketplace) codes.take();
      focusFirstError(form, errors);
    },
  );

  return (
    <AuthForm
      onSubmit={submit}
      alert={alert}
      captcha={captcha.widget}
      submitLabel={signUpCaption(site)}
      pending={signUp.isPending}
      onSocialSignIn={onSignedIn}
      footer={links}
    >
      {opened.isError && <FormAlert>{opened.error.message || messages.invitationInvalid}</FormAlert>}
      <NameInputs firstName={form.getInputProps('firstName')} lastName={form.getInputProps('lastName')} />
      <EmailInput
        {...form.getInputProps('email')}
        readOnly={!!invitedEmail}
        description={invitedEmail ? 'The address this invitation was sent to.' : undefined}
      />
      <NewPasswordInput label="Password" {...form.getInputProps('password')} />
      <ConfirmPasswordInput {...form.getInputProps('confirmPassword')} />
      {marketplace && codes.fields}
      <OnboardingAnswers
        questions={questions}
        values={answers}
        errors={answerErrors}
        onChange={(id, value) => {
          setAnswers((all) => ({ ...all, [id]: value }));
          setAnswerErrors(({ [id]: _answered, ...rest }) => rest);
        }}
      />
      <Checkbox
        label={
          <>
            I agree to the <DocumentLink href="/terms">Terms of Service</DocumentLink> and the{' '}
            <DocumentLink href="/privacy">Privacy Policy</DocumentLink>
          </>
        }
        {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
      />
    </AuthForm>
  );
}

/** The terms and privacy pages open in a new tab, so the form keeps what was typed. */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {children}
    </Anchor>
  );
}
