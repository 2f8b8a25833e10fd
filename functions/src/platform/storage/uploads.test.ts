// verifyUpload against a mocked S3: the stored object's bytes AND its stored Content-Type must be the same image
// kind, or the object is deleted and refused (its Content-Type is what a browser is told when it opens /media/…).
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyUpload } from './uploads.ts';

const s3 = mockClient(S3Client);
const policy = {
  prefix: 'c/cm-1/posts/m-1',
  allowedTypes: ['image/png' as const, 'image/gif' as const],
  maxBytes: 1000,
};
const key = 'c/cm-1/posts/m-1/01J.png';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8)]);
const gif = Buffer.from('GIF89a\0\0\0\0\0\0');

function stored(bytes: Buffer, contentType: string | undefined) {
  s3.on(HeadObjectCommand).resolves({
    ContentLength: bytes.length,
    ...(contentType ? { ContentType: contentType } : {}),
  });
  const body = { transformToByteArray: async () => new Uint8Array(bytes.subarray(0, 12)) };
  s3.on(GetObjectCommand).resolves({ Body: body as never });
}

beforeEach(() => {
  s3.reset();
  s3.on(DeleteObjectCommand).resolves({});
});

describe('verifyUpload', () => {
  it('accepts an image whose stored Content-Type is the kind its bytes are', async () => {
    stored(png, 'image/png');
    await expect(verifyUpload(policy, key)).resolves.toEqual({ key, type: 'image/png', bytes: png.length });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it.each([
    ['text/html', png],
    ['image/svg+xml', png],
    ['image/png', gif],
    [undefined, png],
  ])('refuses and deletes an object stored as %s whatever its bytes', async (contentType, bytes) => {
    stored(bytes, contentType);
    await expect(verifyUpload(policy, key)).rejects.toMatchObject({
      status: 400,
      code: 'UPLOAD_INVALID',
      message: 'Please select a valid image.',
    });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([key]);
  });

  it('reads the media type without its parameters or case', async () => {
    stored(png, 'Image/PNG; charset=binary');
    await expect(verifyUpload(policy, key)).resolves.toMatchObject({ type: 'image/png' });
  });
});
