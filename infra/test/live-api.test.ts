// Live updates in AWS: the WebSocket API with its $connect/$disconnect routes on the live Lambda, the
// `live` stage, and the notifications consumer allowed to post to this API's connections (and told where).
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

type Resource = { Type: string; Properties: Record<string, unknown> };
let synth: ReturnType<typeof synthHearth>;
beforeAll(() => {
  synth = synthHearth();
});

describe('live updates', () => {
  it('creates a WebSocket API with $connect and $disconnect routes and a live stage', () => {
    const api = synth.templates.api;
    api.resourceCountIs('AWS::ApiGatewayV2::Api', 2);
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>)
      .map((r) => r.Properties['RouteKey'])
      .filter((k) => typeof k === 'string' && k.startsWith('$'));
    expect(routes.sort()).toEqual(['$connect', '$disconnect']);
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
  });

  it("lets only the notifications consumer post to the API's connections, and gives it the callback URL", () => {
    const api = synth.templates.api;
    const consumer = synth.api.events.consumers['notifications']!;
    const fn = Object.values(api.findResources('AWS::Lambda::Function') as Record<string, Resource>).find(
      (r) =>
        (r.Properties['Environment'] as { Variables?: Record<string, unknown> })?.Variables?.['CONSUMER_DOMAIN'] ===
        'notifications',
    );
    expect(fn, 'the notifications consumer').toBeDefined();
    expect(JSON.stringify(fn!.Properties['Environment'])).toContain('LIVE_ENDPOINT');
    const policies = Object.values(api.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const managing = policies.filter((p) => JSON.stringify(p.Properties).includes('execute-api:ManageConnections'));
    expect(managing).toHaveLength(1);
    const roleRef = synth.api.getLogicalId(consumer.role!.node.defaultChild as CfnElement);
    expect(JSON.stringify(managing[0]!.Properties['Roles'])).toContain(roleRef);
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'execute-api:ManageConnections',
            Resource: Match.anyValue(),
          }),
        ]),
      },
    });
  });

  it("invokes that consumer for every event that ends a member's sockets, so it can close them", () => {
    const api = synth.templates.api;
    const rules = Object.values(api.findResources('AWS::Events::Rule') as Record<string, Resource>);
    const notifications = rules.find((r) =>
      String(r.Properties['Description']).includes('the notifications consumers'),
    );
    const detailTypes = (notifications!.Properties['EventPattern'] as { 'detail-type': string[] })['detail-type'];
    expect(detailTypes).toEqual(
      expect.arrayContaining(['member.banned', 'member.denied', 'member.deleted', 'member.sessions-ended']),
    );
  });
});
