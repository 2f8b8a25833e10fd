// The storage port against the platform's s3rver: presigned POST, then server-side verification by size and
// magic bytes (s3rver checks neither the policy nor the signature, so verification is what protects us).
// In process: the port's createUpload and verifyUpload run in this process with policies no endpoint offers (a
// prefix of a community that does not exist, a type list of one), against the platform's s3rver.
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Uploads from '@hearth/functions/platform/storage/uploads';
import { platform } from './context.ts';

let uploads: typeof Uploads;

beforeAll(async () => {
  Object.assign(process.env, {
    HEARTH_STAGE: 'local',
    S3_ENDPOINT: platform.s3,
    MEDIA_BUCKET: 'hearth-media',
    AWS_REGION: 'us-east-1',
  });
  (await import('@hearth/functions/platform/config')).resetConfig();
  uploads = await import('@hearth/functions/platform/storage/uploads');
});

const basePolicy = { prefix: 'c/cm-test/branding', maxBytes: 2048 };
const policy = () => ({ ...basePolicy, allowedTypes: ['image/png' as const, 'image/jpeg' as const] });
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

async function postUpload(upload: { url: string; fields: Record<string, string> }, bytes: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]));
  const res = await fetch(upload.url, { method: 'POST', body: form });
  expect(res.status).toBeLessThan(300);
}

const s3 = () =>
  new S3Client({
    endpoint: platform.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

describe('presigned uploads', () => {
  it('accepts a real PNG under the policy prefix', async () => {
    const upload = await uploads.createUpload(policy(), 'image/png');
    expect(upload.key).toMatch(/^c\/cm-test\/branding\/[0-9A-Z]{26}\.png$/);
    expect(upload.fields['Content-Type']).toBe('image/png');
    expect(upload.fields.Policy).toBeTruthy();
    await postUpload(upload, png);
    await expect(uploads.verifyUpload(policy(), upload.key)).resolves.toMatchObject({
      type: 'image/png',
      bytes: png.length,
    });
  });

  it('rejects a text file renamed .png and deletes it', async () => {
    const upload = await uploads.createUpload(policy(), 'image/png');
    await postUpload(upload, Buffer.from('MZ this is not an image at all'));
    await expect(uploads.verifyUpload(policy(), upload.key)).rejects.toMatchObject({
      status: 400,
      code: 'UPLOAD_INVALID',
      message: 'Please select a valid image.',
    });
    await expect(s3().send(new HeadObjectCommand({ Bucket: 'hearth-media', Key: upload.key }))).rejects.toThrow();
  });

  it('rejects an object over the size limit even though s3rver stored it', async () => {
    const upload = await uploads.createUpload(policy(), 'image/png');
    await postUpload(upload, Buffer.concat([png, Buffer.alloc(4096)]));
    await expect(uploads.verifyUpload(policy(), upload.key)).rejects.toMatchObject({
      code: 'UPLOAD_INVALID',
    });
  });

  it('rejects keys outside the policy prefix and missing objects', async () => {
    const p = policy();
    await expect(uploads.verifyUpload(p, 'c/other-community/branding/x.png')).rejects.toMatchObject({
      code: 'UPLOAD_INVALID',
    });
    await expect(uploads.verifyUpload(p, 'c/cm-test/branding/../../x.png')).rejects.toMatchObject({
      code: 'UPLOAD_INVALID',
    });
    await expect(uploads.verifyUpload(p, 'c/cm-test/branding/never-uploaded.png')).rejects.toMatchObject({
      message: 'The upload was not found. Please upload the file again.',
    });
  });

  it('refuses to presign a type the policy does not allow', async () => {
    await expect(
      uploads.createUpload({ ...basePolicy, allowedTypes: ['image/png' as const] }, 'image/gif'),
    ).rejects.toMatchObject({
      code: 'UPLOAD_INVALID',
    });
  });
});
