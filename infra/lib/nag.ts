// cdk-nag finding ids that embed CloudFormation expressions, computed the way cdk-nag prints them so that an
// acknowledgment names exactly one resource pattern (v3 has no prefix or pattern matching).
import { Stack } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** `AwsSolutions-IAM5[Resource::…]` for a wildcard resource such as `bucket.arnForObjects('*')` in the same stack. */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
}
