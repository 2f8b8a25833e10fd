// The storage port: presigned POST uploads with size and type conditions, then server-side verification of
// what actually arrived (size and magic bytes) before anything refers to it. s3rver enforces none of the
// POST conditions, so this verification is what keeps a renamed .exe from ever being accepted, locally and in AWS.
import * as messages from '@hearth/shared/messages';
import { ulid } from 'ulid';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { type ImageType, pngDimensions, sniffImageType } from './image-types.ts';

export interface UploadPolicy {
  /** Key prefix, tenant first: `c/<communityId>/<purpose>`. */
  prefix: string;
  allowedTypes: ImageType[];
  maxBytes: number;
  /** PNG only: the smallest width and height accepted, and what to say when an image is smaller. */
  minPixels?: { size: number; message: string };
}

export interface PresignedUpload {
  key: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
}

const extensionOf: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const UPLOAD_URL_TTL_SECONDS = 300;

export async function createUpload(policy: UploadPolicy, contentType: ImageType): Promise<PresignedUpload> {
  if (!policy.allowedTypes.includes(contentType)) throw invalidImage();
  const key = `${policy.prefix}/${ulid()}.${extensionOf[contentType]}`;
  const { client, createPresignedPost } = await s3();
  const { url, fields } = await createPresignedPost(client, {
    Bucket: config().mediaBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, policy.maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_URL_TTL_SECONDS,
  });
  return { key, url, fields, maxBytes: policy.maxBytes };
}

const invalidImage = () => new AppError(400, 'UPLOAD_INVALID', messages.invalidImage, { file: messages.invalidImage });

/** The media type of a Content-Type value, without parameters, in lower case. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

/**
 * Accepts an uploaded object only if it is under the policy's prefix, within its size, its bytes are one of the
 * allowed image types, and its stored Content-Type (what S3 and CloudFront will tell a browser) is that same type:
 * s3rver ignores the POST's Content-Type condition, so a PNG-headed file stored as text/html would otherwise pass.
 * A rejected object is deleted so nothing unverified stays in the bucket.
 */
export async function verifyUpload(
  policy: UploadPolicy,
  key: string,
): Promise<{ key: string; type: ImageType; bytes: number }> {
  if (!key.startsWith(`${policy.prefix}/`) || key.includes('..')) throw invalidImage();
  const bucket = config().mediaBucket;
  const { client, commands } = await s3();
  let size: number;
  let storedType: string | undefined;
  try {
    const head = await client.send(new commands.HeadObjectCommand({ Bucket: bucket, Key: key }));
    size = head.ContentLength ?? 0;
    storedType = mediaTypeOf(head.ContentType);
  } catch {
    throw new AppError(400, 'UPLOAD_INVALID', messages.uploadMissing, { file: messages.uploadMissing });
  }
  let type: ImageType | null = null;
  let head: Uint8Array = new Uint8Array();
  if (size > 0 && size <= policy.maxBytes) {
    const object = await client.send(new commands.GetObjectCommand({ Bucket: bucket, Key: key, Range: 'bytes=0-23' }));
    head = await object.Body!.transformToByteArray();
    type = sniffImageType(head);
  }
  if (!type || !policy.allowedTypes.includes(type) || storedType !== type) {
    await client.send(new commands.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    throw invalidImage();
  }
  if (policy.minPixels) {
    const dimensions = pngDimensions(head);
    const { size: min, message } = policy.minPixels;
    if (!dimensions || dimensions.width < min || dimensions.height < min) {
      await client.send(new commands.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      throw new AppError(400, 'UPLOAD_INVALID', message, { file: message });
    }
  }
  return { key, type, bytes: size };
}

/** Deletes every object under a prefix (a deleted account's own uploads), a listing page at a time. */
export async function deleteUploads(prefix: string): Promise<number> {
  const bucket = config().mediaBucket;
  const { client, commands } = await s3();
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new commands.ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken }),
    );
    await Promise.all(
      (page.Contents ?? []).map((o) => client.send(new commands.DeleteObjectCommand({ Bucket: bucket, Key: o.Key! }))),
    );
    deleted += page.Contents?.length ?? 0;
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}

/** Deletes the named objects (a discarded draft's images); the caller has checked they are the member's own. */
export async function deleteUploadKeys(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const bucket = config().mediaBucket;
  const { client, commands } = await s3();
  await Promise.all(keys.map((Key) => client.send(new commands.DeleteObjectCommand({ Bucket: bucket, Key }))));
}
