// Single-use e-mailed links: a random token goes in the link, only its SHA-256 is stored, and using it deletes the
// item in one conditional delete, so a link works once even when clicked twice at the same moment.
import { createHash, randomBytes } from 'node:crypto';
import * as messages from '@hearth/shared/messages';
import { AppError } from '../platform/http/errors.ts';
import * as store from './store.ts';

export type LinkKind = 'verify-email' | 'reset-password' | 'change-email';

export interface LinkData {
  memberId: string;
  /** For change-email: the address being confirmed. */
  newEmail?: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createLink(
  communityId: string,
  kind: LinkKind,
  data: LinkData,
  ttlSeconds: number,
  now = Date.now(),
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ttlSeconds * 1000;
  await store.putLinkToken(communityId, hash(token), { kind, ...data, expiresAt });
  return token;
}

/** Uses a link once: throws LINK_INVALID for an unknown, used or other-kind token and LINK_EXPIRED after expiry. */
export async function consumeLink(
  communityId: string,
  kind: LinkKind,
  token: string,
  now = Date.now(),
): Promise<LinkData> {
  const item = await store.takeLinkToken(communityId, hash(token), kind);
  if (!item) throw new AppError(400, 'LINK_INVALID', messages.linkInvalid);
  if (Number(item.expiresAt) < now) throw new AppError(400, 'LINK_EXPIRED', messages.linkExpired);
  return { memberId: String(item.memberId), ...(item.newEmail ? { newEmail: String(item.newEmail) } : {}) };
}
