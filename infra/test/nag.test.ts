// cdk-nag AwsSolutions over the whole app, in both shapes it deploys in: every finding is fixed or acknowledged with a
// reason, and every acknowledgment still matches a real finding.
import { Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SynthOptions, synthHearth } from './synth.ts';

const account = '111111111111';
const configurations: Record<string, SynthOptions> = {
  'default (no domain, SPA build present)': { withSpaBuild: true },
  'own domain, Stripe, social sign-in, captcha, AI, support chat, server render': {
    withSpaBuild: true,
    withServerRender: true,
    env: { account, region: 'eu-west-1' },
    context: {
      domainName: 'hearth.example',
      hostedZoneId: 'Z0123456789ABCDEFGHIJ',
      certificateArn: `arn:aws:acm:us-east-1:${account}:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0`,
      stripeSecretArn: `arn:aws:secretsmanager:eu-west-1:${account}:secret:hearth/stripe-AbCdEf`,
      googleClientId: 'google-client',
      googleClientSecretArn: `arn:aws:secretsmanager:eu-west-1:${account}:secret:hearth/google-AbCdEf`,
      authDomainPrefix: 'hearth-example',
      captchaSiteKey: '0x4AAAAAAAexample',
      captchaSecretArn: `arn:aws:secretsmanager:eu-west-1:${account}:secret:hearth/turnstile-AbCdEf`,
      aiModelId: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
      supportHashSecretArn: `arn:aws:secretsmanager:eu-west-1:${account}:secret:hearth/support-chat-AbCdEf`,
    },
  },
};

/** A finding as `Rule at construct path`, for readable failures. */
const describeFindings = (report: ReturnType<AwsSolutionsChecks['validateScope']>, severity: string) =>
  report.violations
    .filter((v) => v.severity === severity)
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));

function acknowledgments(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^annotation::/i, ''), reason }))
      .filter((ack) => ack.id.startsWith('AwsSolutions-')),
  );
}

for (const [name, options] of Object.entries(configurations)) {
  describe(`cdk-nag AwsSolutions: ${name}`, () => {
    let synth: ReturnType<typeof synthHearth>;
    beforeAll(() => {
      // Synthesis itself fails on an unacknowledged finding, since the app registers the pack as a validation plugin.
      synth = synthHearth(options);
    });

    it('has no unacknowledged errors or warnings', () => {
      const report = new AwsSolutionsChecks().validateScope(synth.app);
      expect(describeFindings(report, 'error')).toEqual([]);
      expect(describeFindings(report, 'warning')).toEqual([]);
      expect(report.success).toBe(true);
    });

    it('acknowledges only findings that exist, each with a specific reason', () => {
      const unfiltered = new AwsSolutionsChecks();
      // The same rules with acknowledgments ignored: what the app would report without them.
      (unfiltered as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
      const raw = unfiltered.validateScope(synth.app).violations;
      const acks = acknowledgments(synth.app);
      expect(acks.length).toBeGreaterThan(0);
      for (const ack of acks) {
        const matched = raw.some(
          (v) =>
            v.ruleName === ack.id &&
            v.violatingResources.some(
              (r) => r.constructPath === ack.path || r.constructPath?.startsWith(`${ack.path}/`),
            ),
        );
        expect(matched, `${ack.id} acknowledged at ${ack.path} matches a finding`).toBe(true);
        expect(ack.reason.length, `${ack.id} at ${ack.path} has a real reason`).toBeGreaterThan(40);
      }
    });
  });
}

describe('cdk-nag is wired into synthesis', () => {
  it('fails synth on a finding nobody fixed or acknowledged', () => {
    // No Lambda bundling needed to prove the wiring.
    const { app, data } = buildTestApp({ context: { 'aws:cdk:bundling-stacks': [] } });
    new s3.Bucket(data, 'Unlogged', { enforceSSL: true });
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
