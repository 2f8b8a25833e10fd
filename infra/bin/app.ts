// CDK entry (cdk.json runs it with tsx). Settings come from context: see infra/lib/config.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildHearth } from '../lib/app.ts';
import { webDistDir, webServerDistDir } from '../lib/paths.ts';

const app = new App();
buildHearth(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  // Upload the SPA only once it has been built, so `cdk synth` works on a fresh checkout.
  ...(existsSync(join(webDistDir, 'index.html')) ? { spaAssetsDir: webDistDir } : {}),
  // The render Lambda is packaged from the same build (`npm run build:web` builds both).
  ...(existsSync(join(webServerDistDir, 'render.js')) ? { serverRenderDir: webServerDistDir } : {}),
});
app.synth();
