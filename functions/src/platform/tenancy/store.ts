// Host claims: the global items that map a subdomain or custom domain to its community.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';

/** Community id that owns a subdomain, or null. */
export async function getSubdomainOwner(subdomain: string): Promise<string | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.subdomainClaim(subdomain) }));
  return (out.Item?.communityId as string | undefined) ?? null;
}

/** Community id that owns a custom domain, or null. */
export async function getCustomDomainOwner(domain: string): Promise<string | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.customDomainClaim(domain) }));
  return (out.Item?.communityId as string | undefined) ?? null;
}
