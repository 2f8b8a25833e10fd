// Host claims: the global items that map a subdomain or custom domain to its community.
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { TransactItem } from '../db/transact.ts';

async function claimOwner(key: { PK: string; SK: string }): Promise<string | null> {
  const { client, commands } = await db();
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: key }));
  return (out.Item?.communityId as string | undefined) ?? null;
}

/** Community id that owns a subdomain, or null (GetItem on the claim). */
export const getSubdomainOwner = (subdomain: string) => claimOwner(keys.subdomainClaim(subdomain));

/** Community id that owns a custom domain, or null (GetItem on the claim). */
export const getCustomDomainOwner = (domain: string) => claimOwner(keys.customDomainClaim(domain));

/** A new subdomain claim as a write fragment, only while the subdomain is free (community creation's first item). */
export const newSubdomainClaimWrite = (subdomain: string, communityId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.subdomainClaim(subdomain), communityId },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});
