// The Cognito adapter's global sign-out against a mocked Cognito (the local emulator lacks the operation).
import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../platform/config.ts';
import { cognitoIdentityProvider as idp } from './identity-provider.ts';

const cognito = mockClient(CognitoIdentityProviderClient);

const failure = (name: string) =>
  new CognitoIdentityProviderServiceException({ name, $fault: 'client', $metadata: {}, message: name });

beforeEach(() => {
  cognito.reset();
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', USER_POOL_ID: 'eu-west-1_pool', USER_POOL_CLIENT_ID: 'c' });
  delete process.env.HEARTH_STAGE;
  resetConfig();
});

describe('signOutEverywhere', () => {
  it('signs the pool user out globally, which revokes its refresh tokens', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    await idp.signOutEverywhere('cm-demo|ana@example.com');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: 'eu-west-1_pool', Username: 'cm-demo|ana@example.com' },
    ]);
  });

  it.each(['UserNotFoundException', 'Unsupported'])('takes %s as nothing left to sign out', async (name) => {
    cognito.on(AdminUserGlobalSignOutCommand).rejects(failure(name));
    await expect(idp.signOutEverywhere('cm-demo|ana@example.com')).resolves.toBeUndefined();
  });

  it('surfaces any other failure, so a reset is not reported done while sessions live on', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).rejects(failure('AccessDeniedException'));
    await expect(idp.signOutEverywhere('cm-demo|ana@example.com')).rejects.toThrow('AccessDeniedException');
  });
});
