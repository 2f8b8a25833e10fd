// The S3 client, its command classes and presigned POST, loaded on first use.
import type * as Commands from '@aws-sdk/client-s3';
import type * as PresignedPost from '@aws-sdk/s3-presigned-post';
import { config } from '../config.ts';
import { localCredentials, once } from './lazy.ts';

export interface S3 {
  client: Commands.S3Client;
  commands: typeof Commands;
  createPresignedPost: typeof PresignedPost.createPresignedPost;
}

export const s3 = once<S3>(async () => {
  const [commands, { createPresignedPost }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
  ]);
  const c = config();
  const client = new commands.S3Client({
    region: c.region,
    ...(c.s3Endpoint ? { endpoint: c.s3Endpoint, credentials: localCredentials, forcePathStyle: true } : {}),
  });
  return { client, commands, createPresignedPost };
});
