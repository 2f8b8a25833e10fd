// Public URLs of media objects: CloudFront serves `/media/*` from the bucket; locally the gateway does.
import { config } from '../config.ts';

export function mediaUrl(key: string | undefined | null): string | null {
  if (!key) return null;
  return `${config().mediaBaseUrl.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
