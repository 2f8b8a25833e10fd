// The AI writing assist's grant on Amazon Bedrock: invoking the one configured model (Converse needs
// bedrock:InvokeModel, ConverseStream bedrock:InvokeModelWithResponseStream), directly or through a cross-region
// inference profile, which routes each call to the model in one of the profile's regions.
import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { wildcardResourceFinding } from './nag.ts';

/** The geography prefixes of Bedrock's system-defined inference profiles (`us.`, `eu.`, `apac.`, `global.` …). */
const INFERENCE_PROFILE = /^(us|us-gov|eu|apac|ca|jp|au|global)\.(.+)$/;

export function grantBedrockModel(role: iam.IRole, modelId: string) {
  const stack = Stack.of(role);
  const profile = INFERENCE_PROFILE.exec(modelId);
  const modelArn = (region: string, id: string) => `arn:${stack.partition}:bedrock:${region}::foundation-model/${id}`;
  const resources = profile
    ? [
        stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }),
        modelArn('*', profile[2]!),
      ]
    : [modelArn(stack.region, modelId)];
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      sid: 'InvokeAiModel',
      actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
      resources,
    }),
  );
  if (profile) {
    Validations.of(role).acknowledge({
      id: wildcardResourceFinding(role, modelArn('*', profile[2]!)),
      reason:
        'A cross-region inference profile sends each call to the same model in any of its regions; the grant names the one model, in every region the profile may choose.',
    });
  }
}
