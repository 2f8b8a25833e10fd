// The lifetime code items: one per code (`CODE#<code>`), in its owner's list (GSI1, one Query) once redeemed. Every
// write that moves a code is a fragment for one transaction, conditioned on the state it was decided from, so two
// owners racing on one code, or two applications of one owner's codes, cannot both win.
import { batchGetItems } from '../../platform/db/batch.ts';
import { tableName } from '../../platform/db/client.ts';
import { queryIndexAll } from '../../platform/db/query.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import type { LifetimePlanId } from '@hearth/shared/rules/lifetime-codes';
import type { CodeItem } from './model.ts';

const strip = ({ code, batch, refunded, ...rest }: CodeItem & Record<string, unknown>): CodeItem => ({
  code,
  batch,
  refunded: refunded === true,
  ...(rest.ownerId ? { ownerId: rest.ownerId } : {}),
  ...(rest.redeemedAt ? { redeemedAt: rest.redeemedAt } : {}),
  ...(rest.communityId ? { communityId: rest.communityId } : {}),
  ...(rest.planId ? { planId: rest.planId } : {}),
  ...(rest.appliedAt ? { appliedAt: rest.appliedAt } : {}),
  ...(rest.isReserved ? { reserved: true } : {}),
});

/** One code, read consistently (GetItem), or null when there is no such code. */
export async function getCode(code: string): Promise<CodeItem | null> {
  const item = await getItem<CodeItem & Record<string, unknown>>(keys.lifetimeCode(code));
  return item ? strip(item) : null;
}

/** The codes that exist among these (BatchGet), by code. */
export async function getCodes(codes: readonly string[]): Promise<Map<string, CodeItem>> {
  const items = await batchGetItems<CodeItem & Record<string, unknown>>(codes.map((c) => keys.lifetimeCode(c)));
  return new Map(items.map((item) => [item.code, strip(item)]));
}

/** Items of other domains by the keys their owners hand out (the codes' communities, for their names). */
export const getItems = <T>(keyList: Array<{ PK: string; SK: string }>) => batchGetItems<T>(keyList);

/** All of an owner's codes, oldest redeemed first: one Query on their GSI1 partition (paged past 1 MB). */
export async function listOwnerCodes(ownerMemberId: string): Promise<CodeItem[]> {
  const items = await queryIndexAll<CodeItem & Record<string, unknown>>(
    'GSI1',
    keys.lifetimeCodeOwnerPartition(ownerMemberId),
    { newestFirst: false },
  );
  return items.map(strip);
}

/** A new code from an import, as a write fragment: written only when no such code exists. */
export const newCodeWrite = (code: string, batch: string, refunded: boolean, importedAt: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.lifetimeCode(code), code, batch, refunded, importedAt },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

const update = (
  code: string,
  expression: string,
  condition: string,
  values: Record<string, unknown>,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.lifetimeCode(code),
    UpdateExpression: expression,
    ConditionExpression: `attribute_exists(PK) AND ${condition}`,
    ExpressionAttributeValues: values,
  },
});

/** The code redeemed by the owner: only if nobody redeemed it and it is not refunded. */
export const redeemWrite = (code: string, ownerMemberId: string, redeemedAt: string): TransactItem =>
  update(
    code,
    'SET ownerId = :owner, redeemedAt = :at, GSI1PK = :gpk, GSI1SK = :gsk',
    'attribute_not_exists(ownerId) AND refunded = :no',
    {
      ':owner': ownerMemberId,
      ':at': redeemedAt,
      ':gpk': keys.lifetimeCodeOwner(ownerMemberId, redeemedAt, code).GSI1PK,
      ':gsk': keys.lifetimeCodeOwner(ownerMemberId, redeemedAt, code).GSI1SK,
      ':no': false,
    },
  );

/** An Available code of the owner applied: only while it is still theirs, Available and not refunded. */
export const applyWrite = (
  code: string,
  ownerMemberId: string,
  to: { communityId: string | null; planId: LifetimePlanId; appliedAt: string },
): TransactItem =>
  update(
    code,
    to.communityId
      ? 'SET planId = :plan, appliedAt = :at, communityId = :community REMOVE isReserved'
      : 'SET planId = :plan, appliedAt = :at, isReserved = :yes REMOVE communityId',
    'ownerId = :owner AND refunded = :no AND attribute_not_exists(planId)',
    {
      ':owner': ownerMemberId,
      ':no': false,
      ':plan': to.planId,
      ':at': to.appliedAt,
      ...(to.communityId ? { ':community': to.communityId } : { ':yes': true }),
    },
  );

/**
 * An applied code of a community (or reservation) moved to another plan, or (with `communityId`) a reserved code
 * taken by the new community: only while it is still applied where it was read and not refunded.
 */
export function regroupWrite(
  code: CodeItem,
  to: { planId: LifetimePlanId; communityId?: string | undefined },
): TransactItem {
  const where = code.reserved ? 'isReserved = :yes' : 'communityId = :was';
  const values = code.reserved ? { ':yes': true } : { ':was': code.communityId };
  return update(
    code.code,
    to.communityId ? 'SET planId = :plan, communityId = :community REMOVE isReserved' : 'SET planId = :plan',
    `ownerId = :owner AND refunded = :no AND attribute_exists(planId) AND ${where}`,
    {
      ':owner': code.ownerId,
      ':no': false,
      ':plan': to.planId,
      ...values,
      ...(to.communityId ? { ':community': to.communityId } : {}),
    },
  );
}

/** The code refunded: only if it is not refunded yet (a refund is applied once). */
export const refundWrite = (code: string, refundedAt: string): TransactItem =>
  update(code, 'SET refunded = :yes, refundedAt = :at', 'refunded = :no', {
    ':yes': true,
    ':no': false,
    ':at': refundedAt,
  });
