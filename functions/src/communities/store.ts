// The communities domain's DynamoDB access patterns.
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';

/** The stored community item (owner-dashboard spec §3 field names). */
export interface CommunityItem {
  communityId: string;
  subdomain: string;
  communityName: string;
  communityTagline: string;
  communityThemeColor: string;
  communityIconKey?: string;
  communityBannerKey?: string;
  isLive: boolean;
  privateCommunity: boolean;
  /** New members wait for staff approval unless whitelisted (member-forum §2.10). */
  memberApproval?: boolean;
  /** E-mail addresses or domains that skip approval. */
  memberWhitelist?: string[];
  createdAt: string;
}

/** One community by id (GetItem on its own item). */
export async function getCommunity(communityId: string): Promise<CommunityItem | null> {
  const { client, commands } = await db();
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: keys.community(communityId) }));
  return (out.Item as CommunityItem | undefined) ?? null;
}
