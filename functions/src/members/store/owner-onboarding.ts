// An owner-app account's onboarding answers (its organization and plan choice), kept on its member item.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import type { OnboardingAnswers } from '../model.ts';

/** Reads the onboarding answers (GetItem with a projection on the owner-app account). */
export async function getOnboardingAnswers(appMemberId: string): Promise<OnboardingAnswers | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.member(OWNER_APP_COMMUNITY_ID, appMemberId),
      ProjectionExpression: 'memberId, organization, planChoice',
    }),
  );
  return (out.Item as OnboardingAnswers | undefined) ?? null;
}

/** Saves one onboarding answer on the owner-app account (UpdateItem; the account must exist). */
export async function saveOnboardingAnswer<K extends keyof OnboardingAnswers>(
  appMemberId: string,
  field: K,
  value: NonNullable<OnboardingAnswers[K]>,
): Promise<OnboardingAnswers> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.member(OWNER_APP_COMMUNITY_ID, appMemberId),
      UpdateExpression: 'SET #field = :value',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ':value': value },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as OnboardingAnswers;
}
