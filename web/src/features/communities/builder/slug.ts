// A subdomain suggested from the community name while the owner has not typed one: lowercase ASCII letters and
// digits, hyphens between words, at most 63 characters.
import { SUBDOMAIN_MAX } from '@hearth/shared/rules/subdomain';

export const suggestSubdomain = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SUBDOMAIN_MAX)
    .replace(/-+$/, '');
