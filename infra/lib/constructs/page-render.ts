// The render Lambda: server-renders community pages for CloudFront's default behaviour, through a function
// URL that only CloudFront may call (origin access control signs each request). Its package is assembled at synth
// time from the built SPA: the handler (web/src/ssr/lambda-entry.ts, bundled here), the server render
// (web/dist-ssr) and the SPA's index.html and Vite manifest the render assembles pages from.
import { copyFileSync, cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { repoRoot } from '../paths.ts';

export interface PageRenderProps {
  /** The SPA build (web/dist): index.html and .vite/manifest.json. */
  spaDir: string;
  /** The server render's build (web/dist-ssr): render.js and its chunks. */
  serverDir: string;
  /** `https://<id>.execute-api.<region>.amazonaws.com`. */
  apiOrigin: string;
  /** The API's origin secret (the API refuses requests without it). */
  originSecret: string;
}

/** Whether a build has what the render Lambda is packaged from. */
export const hasServerRender = (spaDir: string, serverDir: string) =>
  existsSync(join(spaDir, '.vite', 'manifest.json')) && existsSync(join(serverDir, 'render.js'));

/** Stages the function's package in a fresh folder: handler, server render, template and manifest. */
export function stageRenderPackage(spaDir: string, serverDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-render-'));
  cpSync(serverDir, dir, { recursive: true, filter: (source) => !/[\\/](\.vite|favicon\.[a-z]+)$/.test(source) });
  // The server build's chunks are ES modules named .js.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  copyFileSync(join(spaDir, 'index.html'), join(dir, 'index.html'));
  copyFileSync(join(spaDir, '.vite', 'manifest.json'), join(dir, 'manifest.json'));
  buildSync({
    entryPoints: [join(repoRoot, 'web', 'src', 'ssr', 'lambda-entry.ts')],
    outfile: join(dir, 'index.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    minify: true,
    logLevel: 'error',
  });
  return dir;
}

export class PageRender extends Construct {
  readonly function: lambda.Function;
  readonly url: lambda.FunctionUrl;

  constructor(scope: Construct, id: string, props: PageRenderProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Hearth page render Lambda',
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    this.function = new lambda.Function(this, 'Function', {
      code: lambda.Code.fromAsset(stageRenderPackage(props.spaDir, props.serverDir)),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      // A render holds React's tree and the page's data: more memory is also more CPU, i.e. a faster first byte.
      memorySize: 1536,
      // Under CloudFront's 30 s origin response timeout.
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: {
        NODE_ENV: 'production',
        API_ORIGIN: props.apiOrigin,
        ORIGIN_SECRET: props.originSecret,
      },
    });
    // IAM auth: only a signed request (CloudFront's origin access control) reaches the function.
    this.url = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
  }
}
