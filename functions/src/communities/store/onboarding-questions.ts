// The community's onboarding questions: one item holding the ordered list, outside `SETTINGS#` so the cached
// community configuration does not read it.
import type { OnboardingQuestion } from '@hearth/shared/schemas/onboarding-questions';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';

/** The onboarding questions in order (GetItem on the community's one questions item); none when never saved. */
export async function getOnboardingQuestions(communityId: string): Promise<OnboardingQuestion[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.onboardingQuestions(communityId) }),
  );
  return ((out.Item as { questions?: OnboardingQuestion[] } | undefined)?.questions ?? []).slice();
}

/** Replaces the onboarding questions (PutItem of the one item; the whole ordered list is one write). */
export async function putOnboardingQuestions(communityId: string, questions: OnboardingQuestion[]): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.onboardingQuestions(communityId), communityId, questions, updatedAt: new Date().toISOString() },
    }),
  );
}
