// The functions' configuration for a running local platform (the same names the Lambdas read): what a bench sets in
// its own process to seed or call a domain in process against that platform.
export interface PlatformEndpoints {
  userPoolId: string;
  userPoolClientId: string;
  dynamodb: string;
  cognito: string;
  s3: string;
}

export const functionsEnvFor = (p: PlatformEndpoints) => ({
  HEARTH_STAGE: 'local',
  TABLE_NAME: 'hearth',
  MEDIA_BUCKET: 'hearth-media',
  BASE_DOMAIN: 'localhost',
  USER_POOL_ID: p.userPoolId,
  USER_POOL_CLIENT_ID: p.userPoolClientId,
  DYNAMODB_ENDPOINT: p.dynamodb,
  COGNITO_ENDPOINT: p.cognito,
  S3_ENDPOINT: p.s3,
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'ERROR',
});
