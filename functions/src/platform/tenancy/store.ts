// Host claims: the global items that map a subdomain or custom domain to its community.
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { TransactItem } from '../db/transact.ts';

async function readClaim(key: { PK: string; SK: string }) {
  const { client, commands } = await db();
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: key }));
  return out.Item ?? null;
}

/** Community id that owns a subdomain, or null (GetItem on the claim). */
export const getSubdomainOwner = async (subdomain: string) =>
  ((await readClaim(keys.subdomainClaim(subdomain)))?.communityId as string | undefined) ?? null;

/**
 * Community id a custom domain serves, or null (GetItem on the claim). Only a connected claim answers: a domain
 * reserved at add (its certificate still pending) or whose delete has started serves nobody.
 */
export async function getCustomDomainOwner(domain: string): Promise<string | null> {
  const claim = await readClaim(keys.customDomainClaim(domain));
  return claim?.connected === true ? ((claim.communityId as string | undefined) ?? null) : null;
}

/** A new subdomain claim as a write fragment, only while the subdomain is free (community creation's first item). */
export const newSubdomainClaimWrite = (subdomain: string, communityId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.subdomainClaim(subdomain), communityId },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * A custom domain reserved for a community (not connected yet), as a write fragment for the add's transaction: only
 * while no other community holds the domain (its condition fails when one does: the domain is taken).
 */
export const customDomainReservationWrite = (domain: string, communityId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.customDomainClaim(domain), communityId, connected: false },
    ConditionExpression: 'attribute_not_exists(PK) OR communityId = :me',
    ExpressionAttributeValues: { ':me': communityId },
  },
});

/** The community's claim of its domain connected (true: requests on the host reach it) or not, as a write fragment. */
export const customDomainConnectedWrite = (domain: string, communityId: string, connected: boolean): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.customDomainClaim(domain),
    UpdateExpression: 'SET connected = :connected',
    ConditionExpression: 'communityId = :me',
    ExpressionAttributeValues: { ':connected': connected, ':me': communityId },
  },
});

/** The community's claim of its domain deleted (a delete's last step); one already gone is no failure. */
export const customDomainReleaseWrite = (domain: string, communityId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: keys.customDomainClaim(domain),
    ConditionExpression: 'attribute_not_exists(PK) OR communityId = :me',
    ExpressionAttributeValues: { ':me': communityId },
  },
});
