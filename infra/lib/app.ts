// Builds the Hearth stacks on an App; bin/app.ts and the tests share it so the tests check what `cdk synth` deploys.
import { type App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeployConfig } from './config.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export interface HearthAppOptions {
  /** Account and region; either may be left out, and the stacks are then environment-agnostic (no lookups). */
  env?: Environment;
  /** The SPA build to upload (web/dist); see WebStack. */
  spaAssetsDir?: string;
  /** The server render's build (web/dist-ssr); see WebStack. */
  serverRenderDir?: string;
}

export function buildHearth(app: App, options: HearthAppOptions = {}) {
  const config = readDeployConfig(app.node);
  const env = options.env;

  const data = new DataStack(app, 'Hearth-Data', {
    env,
    config,
    description: 'Hearth stateful resources: DynamoDB table, media and access-log buckets (retained)',
  });
  const auth = new AuthStack(app, 'Hearth-Auth', {
    env,
    config,
    table: data.table,
    description: 'Hearth Cognito user pool and web client',
  });
  const api = new ApiStack(app, 'Hearth-Api', {
    env,
    config,
    table: data.table,
    mediaBucket: data.mediaBucket,
    mediaAccessPolicy: data.mediaAccessPolicy,
    logsBucket: data.logsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    ...(auth.social ? { social: auth.social } : {}),
    description: 'Hearth domain Lambdas, HTTP API and event bus',
  });
  const web = new WebStack(app, 'Hearth-Web', {
    env,
    config,
    apiDomainName: api.apiDomainName,
    liveDomainName: api.liveDomainName,
    originSecret: api.originSecret,
    mediaBucket: data.mediaBucket,
    logsBucket: data.logsBucket,
    ...(options.spaAssetsDir ? { spaAssetsDir: options.spaAssetsDir } : {}),
    ...(options.serverRenderDir ? { serverRenderDir: options.serverRenderDir } : {}),
    // The streamed endpoints (the AI writer's answer as it is written): each domain's streaming entry.
    streamedApis: Object.values(api.domains).flatMap((domain) =>
      domain.stream
        ? [
            {
              url: domain.stream.url,
              functionArn: domain.stream.function.functionArn,
              paths: domain.stream.endpoints.map((e) => e.path),
            },
          ]
        : [],
    ),
    description: 'Hearth CloudFront distribution and SPA bucket',
  });

  Tags.of(app).add('project', 'hearth');
  // cdk-nag v3 is a policy-validation plugin: synth fails while any AwsSolutions finding is neither fixed nor
  // acknowledged with a reason (Validations.of(construct).acknowledge, next to the construct it concerns).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { config, data, auth, api, web };
}
