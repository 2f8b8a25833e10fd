// The subdomain rule (owner-dashboard §5): 3-63 characters, lowercase letters, digits and hyphens, no hyphen at
// either end, not reserved. Shared by the builder's live check and the API.
import { RESERVED_SUBDOMAINS } from '../constants/subdomains.ts';

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 63;

export const subdomainMessages = {
  required: 'Subdomain is required.',
  length: `Subdomain must be between ${SUBDOMAIN_MIN} and ${SUBDOMAIN_MAX} characters.`,
  characters: 'Use lowercase letters, numbers and hyphens only, not starting or ending with a hyphen.',
  unavailable: 'Subdomain unavailable',
  taken: 'Subdomain already has been taken.',
} as const;

/** The first rule a subdomain breaks, as the message to show, or null when it is acceptable (not yet checked as free). */
export function subdomainProblem(value: string): string | null {
  if (value.length === 0) return subdomainMessages.required;
  if (value.length < SUBDOMAIN_MIN || value.length > SUBDOMAIN_MAX) return subdomainMessages.length;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value)) return subdomainMessages.characters;
  if (RESERVED_SUBDOMAINS.has(value)) return subdomainMessages.unavailable;
  return null;
}
