// Public URLs of media objects: CloudFront serves `/media/*` from the bucket; locally the gateway does.
import { config } from '../config.ts';

export function mediaUrl(key: string | undefined | null): string | null {
  if (!key) return null;
  return `${config().mediaBaseUrl.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * What every media response carries, from CloudFront's response headers policy (AWS) and the local gateway alike:
 * an upload is never sniffed into another type and never runs as a document, even if opened directly.
 */
export const MEDIA_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;
