// Lambda entry: the user pool's create-auth-challenge trigger for social sign-in. The answer is a proof the auth
// Lambda issued and stored hashed (proof.ts), so the challenge itself carries nothing: no secret, no hint.
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';

export type Challenge = Pick<
  CreateAuthChallengeTriggerEvent['response'],
  'publicChallengeParameters' | 'privateChallengeParameters' | 'challengeMetadata'
>;

export const PROOF_CHALLENGE: Challenge = {
  publicChallengeParameters: { kind: 'hearth-social-proof' },
  privateChallengeParameters: {},
  challengeMetadata: 'HEARTH_SOCIAL_PROOF',
};

/**
 * The one custom challenge; define-auth-challenge never asks for any other. An unknown user gets the same challenge
 * (Cognito hides whether a user exists) and verify-auth-challenge answers it false.
 */
export function createChallenge({ challengeName }: Pick<CreateAuthChallengeTriggerEvent['request'], 'challengeName'>) {
  if (challengeName !== 'CUSTOM_CHALLENGE') throw new Error(`unexpected challenge ${challengeName}`);
  return PROOF_CHALLENGE;
}

export const handler = async (event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> => {
  Object.assign(event.response, createChallenge(event.request));
  return event;
};
