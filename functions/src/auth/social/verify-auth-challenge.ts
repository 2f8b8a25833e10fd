// Lambda entry: the user pool's verify-auth-challenge-response trigger for social sign-in. The answer is right
// only when it is an unused, unexpired proof issued for this very username; checking it uses it up.
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { consumeProof } from './proof.ts';

type Request = Pick<VerifyAuthChallengeResponseTriggerEvent['request'], 'challengeAnswer' | 'userNotFound'>;

export async function verifyAnswer(
  userName: string,
  { challengeAnswer, userNotFound }: Request,
  consume: (username: string, answer: unknown) => Promise<boolean> = consumeProof,
): Promise<boolean> {
  if (userNotFound || !challengeAnswer) return false;
  return consume(userName, challengeAnswer);
}

export const handler = async (
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
  event.response.answerCorrect = await verifyAnswer(event.userName, event.request);
  return event;
};
