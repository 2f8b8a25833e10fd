// One instance per container, created on first use. AWS SDK modules are imported inside the factories: the SDK is
// the largest part of a cold import, and a route that never touches a service should not pay for loading it.
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/** s3rver only accepts its own fixed key pair; DynamoDB Local and cognito-local accept any. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
