// A presigned S3 upload as every upload endpoint answers it (branding, post images, avatars, reactions), in a module
// of its own: the posts function's cold start reads it without evaluating the community schemas.
import * as z from 'zod';

export const presignedUploadSchema = z
  .object({ key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()), maxBytes: z.number() })
  .meta({ id: 'PresignedUpload' });
