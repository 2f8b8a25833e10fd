// Web push's VAPID key pair: one retained Secrets Manager secret that only the notifications Lambdas (the routes that
// hand out the public key, the consumer that signs each push) are told about and may read.
import { beforeAll, describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

type Template = ReturnType<typeof synthHearth>['templates']['api'];
type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string };

describe('the VAPID secret', () => {
  let api: Template;
  let secretId: string;
  beforeAll(() => {
    api = synthHearth().templates.api;
    const secrets = api.findResources('AWS::SecretsManager::Secret') as Record<string, Resource>;
    const vapid = Object.entries(secrets).filter(([id]) => id.startsWith('VapidKeys'));
    expect(vapid).toHaveLength(1);
    secretId = vapid[0]![0];
  });

  it('is kept when the stack goes and starts as a placeholder the app reads as "not set up"', () => {
    const secret = api.findResources('AWS::SecretsManager::Secret')[secretId] as Resource;
    expect(secret.DeletionPolicy).toBe('Retain');
    expect(secret.Properties.GenerateSecretString).toEqual({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'placeholder',
    });
    api.hasOutput('VapidSecretArn', { Value: { Ref: secretId } });
  });

  it('is named to the notifications API Lambda and the notifications consumer only', () => {
    const functions = api.findResources('AWS::Lambda::Function') as Record<string, Resource>;
    const told = Object.entries(functions)
      .filter(([, fn]) => {
        const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
        return variables?.['VAPID_SECRET_ARN'] !== undefined;
      })
      .map(([id, fn]) => {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables['VAPID_SECRET_ARN'], id).toEqual({ Ref: secretId });
        return variables['CONSUMER_DOMAIN'] ? `consumer:${String(variables['CONSUMER_DOMAIN'])}` : id;
      });
    expect(told).toHaveLength(2);
    expect(told).toContain('consumer:notifications');
    expect(told.find((t) => !t.startsWith('consumer:'))).toMatch(/^NotificationsFunction/);
  });

  it('may be read by exactly those two roles', () => {
    const policies = api.findResources('AWS::IAM::Policy') as Record<string, Resource>;
    const readers = Object.entries(policies).filter(([, policy]) => {
      const statements = (policy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement;
      return statements.some(
        (s) =>
          JSON.stringify(s.Resource) === JSON.stringify({ Ref: secretId }) &&
          (s.Action as string[]).includes('secretsmanager:GetSecretValue'),
      );
    });
    const roles = readers.flatMap(([, policy]) => policy.Properties.Roles as Array<{ Ref: string }>).map((r) => r.Ref);
    expect(roles).toHaveLength(2);
    expect(roles.some((r) => r.startsWith('NotificationsRole'))).toBe(true);
    expect(roles.some((r) => /Notifications.*Consumer|Consumer.*Notifications/i.test(r))).toBe(true);
  });
});
