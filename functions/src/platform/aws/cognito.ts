// The Cognito identity provider client and its command classes, loaded on first use.
import type * as Commands from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.ts';
import { localCredentials, once } from './lazy.ts';

export interface Cognito {
  client: Commands.CognitoIdentityProviderClient;
  commands: typeof Commands;
}

export const cognito = once<Cognito>(async () => {
  const commands = await import('@aws-sdk/client-cognito-identity-provider');
  const c = config();
  const client = new commands.CognitoIdentityProviderClient({
    region: c.region,
    ...(c.cognitoEndpoint ? { endpoint: c.cognitoEndpoint, credentials: localCredentials } : {}),
  });
  return { client, commands };
});
