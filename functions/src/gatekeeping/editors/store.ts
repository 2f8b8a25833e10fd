// Editor invitations' DynamoDB access patterns (gatekeeping domain: who gets in, here as staff): one item per invited
// address in the community's partition; accepting deletes it in one transaction with the staff record's write, which
// the communities domain provides (docs/data-model.md).
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import {
  transactIfHeld,
  TransactionConditionFailed,
  type TransactItem,
  transactWrite,
} from '../../platform/db/transact.ts';
import { updateIf } from '../../platform/db/update.ts';

export interface EditorInvitationItem {
  communityId: string;
  /** Lower case: one invitation per address. */
  email: string;
  id: string;
  status: 'pending' | 'declined';
  /** SHA-256 of the link's secret, while the link works (pending). */
  tokenHash?: string;
  /** The owner-app account that invited. */
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
  /** DynamoDB TTL (epoch seconds): a while after expiry, so the owner sees it expired or declined first. */
  ttl: number;
}

/** The community's editor invitations (Query `EDINV#`, at most the pending cap plus recent declined/expired). */
export async function listEditorInvitations(communityId: string): Promise<EditorInvitationItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: {
        ':p': keys.editorInvitation(communityId, '').PK,
        ':s': keys.editorInvitationPrefix,
      },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []) as EditorInvitationItem[];
}

/** One invitation by its address (GetItem, consistent). */
export async function getEditorInvitation(communityId: string, email: string): Promise<EditorInvitationItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.editorInvitation(communityId, email),
      ConsistentRead: true,
    }),
  );
  return (out.Item as EditorInvitationItem | undefined) ?? null;
}

/** Writes (or replaces) the invitation of an address: a new link, so an older one stops working. */
export async function putEditorInvitation(item: EditorInvitationItem): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.editorInvitation(item.communityId, item.email), type: 'EDITOR_INVITATION', ...item },
    }),
  );
}

/** Deletes an invitation (the owner cancels it). False when it was already gone. */
export async function deleteEditorInvitation(communityId: string, email: string): Promise<boolean> {
  return transactIfHeld([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.editorInvitation(communityId, email),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
  ]);
}

const stillPending = {
  ConditionExpression: 'tokenHash = :hash AND #status = :pending AND expiresAt > :now',
  ExpressionAttributeNames: { '#status': 'status' },
};

/**
 * Accepts: the invitation goes (only while this link is its current, pending, unexpired one) and the staff record is
 * written (`staffRecord`: the communities domain's write, only where the account has none here), in one transaction.
 * `spent` when the link no longer works, `already` when the account is staff here already.
 */
export async function acceptEditorInvitation(
  invitation: EditorInvitationItem,
  tokenHash: string,
  staffRecord: TransactItem,
  now: string,
): Promise<'accepted' | 'spent' | 'already'> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.editorInvitation(invitation.communityId, invitation.email),
          ...stillPending,
          ExpressionAttributeValues: { ':hash': tokenHash, ':pending': 'pending', ':now': now },
        },
      },
      staffRecord,
    ]);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    return error.failedIndexes.includes(0) ? 'spent' : 'already';
  }
}

/** Declines: the link stops working and the owner sees the invitation declined. False when the link was spent. */
export async function declineEditorInvitation(
  invitation: EditorInvitationItem,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  return updateIf({
    Key: keys.editorInvitation(invitation.communityId, invitation.email),
    UpdateExpression: 'SET #status = :declined REMOVE tokenHash',
    ...stillPending,
    ExpressionAttributeValues: { ':hash': tokenHash, ':pending': 'pending', ':now': now, ':declined': 'declined' },
  });
}
