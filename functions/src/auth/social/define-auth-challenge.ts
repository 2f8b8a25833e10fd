// Lambda entry: the user pool's define-auth-challenge trigger for social sign-in's CUSTOM_AUTH flow. One custom
// challenge, answered once with the server's one-time proof (proof.ts); anything else fails the sign-in.
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

type Request = DefineAuthChallengeTriggerEvent['request'];
export type Decision = Pick<DefineAuthChallengeTriggerEvent['response'], 'issueTokens' | 'failAuthentication'> & {
  challengeName?: 'CUSTOM_CHALLENGE';
};

const fail: Decision = { issueTokens: false, failAuthentication: true };

/**
 * The flow's next step from what happened so far: no step yet → the custom challenge; exactly one custom challenge,
 * answered correctly → tokens; an unknown user, a wrong answer, a second try or any other challenge (a password
 * step mixed in) → failure. Cognito calls this trigger only for CUSTOM_AUTH, which only the auth Lambda starts.
 */
export function decide({ session, userNotFound }: Pick<Request, 'session' | 'userNotFound'>): Decision {
  if (userNotFound) return fail;
  if (session.length === 0) return { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  const [only] = session;
  if (session.length === 1 && only?.challengeName === 'CUSTOM_CHALLENGE' && only.challengeResult === true) {
    return { issueTokens: true, failAuthentication: false };
  }
  return fail;
}

export const handler = async (event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent> => {
  Object.assign(event.response, decide(event.request));
  return event;
};
