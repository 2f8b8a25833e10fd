// The API key's format and hash (docs/architecture/users-api.md): `hth_live_<id>_<secret>`, an 8-character id the
// key is found by and a 192-bit secret. Only the SHA-256 of the whole key is stored; the key itself is shown once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyScope } from '@hearth/shared/constants/api-keys';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 8;
const SECRET_BYTES = 24;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([a-z0-9]{${ID_LENGTH}})_([0-9a-f]{${SECRET_BYTES * 2}})$`);

/** A new key id: 8 characters of [a-z0-9] (36^8 ≈ 2.8e12 per community, so a clash is retried, never expected). */
export function newKeyId(random: (size: number) => Buffer = randomBytes): string {
  return [...random(ID_LENGTH)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** The part of a key the owner sees again: everything before the secret. */
export const keyPrefixOf = (id: string) => `${API_KEY_PREFIX}${id}_`;

export const hashApiKey = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new key for the id: the full token (shown once) and its hash (stored). */
export function newApiKey(id: string, random: (size: number) => Buffer = randomBytes) {
  const token = `${keyPrefixOf(id)}${random(SECRET_BYTES).toString('hex')}`;
  return { token, hash: hashApiKey(token) };
}

/** The key id a token names, or null when the token is not of the keys' shape. */
export function keyIdOf(token: string): string | null {
  return KEY_PATTERN.exec(token)?.[1] ?? null;
}

/** Whether the token hashes to the stored hash (constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What a scope allows: every key reads; only a read-write key writes. */
export const scopeAllows = (scope: ApiKeyScope, need: 'read' | 'write') => need === 'read' || scope === 'read-write';
