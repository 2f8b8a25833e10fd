// Community write and check paths.
import { subdomainMessages, subdomainProblem } from '@hearth/shared/rules/subdomain';
import { getSubdomainOwner } from '../platform/tenancy/store.ts';

/** The builder's live check: the rule first (no read), then one GetItem on the claim. */
export async function checkSubdomain(subdomain: string) {
  const problem = subdomainProblem(subdomain);
  if (problem) return { subdomain, available: false, message: problem };
  const taken = (await getSubdomainOwner(subdomain)) !== null;
  return { subdomain, available: !taken, message: taken ? subdomainMessages.taken : null };
}
