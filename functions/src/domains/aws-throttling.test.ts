// The AWS provider's clients retry throttled calls: the SDK's own retry (adaptive mode) runs here, with a request
// handler that answers as ACM and CloudFront do when they throttle, then as they do when the call goes through.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { awsDomainProvider } from './aws-provider.ts';

interface Answer {
  statusCode: number;
  body: string;
  headers?: Record<string, string>;
}

/** A request handler answering each request with the next answer; it records the host and target of each. */
function scripted(answers: Answer[]) {
  const requests: string[] = [];
  const requestHandler = {
    async handle(request: { hostname: string; path: string; headers: Record<string, string> }) {
      requests.push(`${request.hostname} ${request.headers['x-amz-target'] ?? request.path}`);
      const answer = answers.shift();
      if (!answer) throw new Error('No answer left for this request.');
      return {
        response: {
          statusCode: answer.statusCode,
          headers: answer.headers ?? {},
          body: Readable.from([Buffer.from(answer.body)]),
        },
      };
    },
  };
  return { requests, requestHandler };
}

const clientConfig = (requestHandler: unknown) => ({
  requestHandler: requestHandler as never,
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
});

const ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/0b1c2d3e';
const json = { 'content-type': 'application/x-amz-json-1.1' };
const xml = { 'content-type': 'text/xml' };
const cloudFrontError = (code: string) =>
  `<?xml version="1.0"?><ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>Rate exceeded</Message></Error><RequestId>r1</RequestId></ErrorResponse>`;
const deployed = `<?xml version="1.0"?><Distribution xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>EDOMAIN0001</Id><Status>Deployed</Status><DistributionConfig><Enabled>false</Enabled></DistributionConfig></Distribution>`;

describe('throttled calls', () => {
  it('retries a certificate request ACM throttled (ThrottlingException) and answers its certificate', async () => {
    const { requests, requestHandler } = scripted([
      { statusCode: 400, headers: json, body: '{"__type":"ThrottlingException","message":"Rate exceeded"}' },
      { statusCode: 200, headers: json, body: JSON.stringify({ CertificateArn: ARN }) },
    ]);
    const domains = await awsDomainProvider({ clientConfig: clientConfig(requestHandler) });
    const input = { domain: 'forum.acme.example', alternativeNames: [], reference: 'c1-r1' };
    expect(await domains.requestCertificate(input)).toEqual({ arn: ARN });
    expect(requests).toEqual([
      'acm.us-east-1.amazonaws.com CertificateManager.RequestCertificate',
      'acm.us-east-1.amazonaws.com CertificateManager.RequestCertificate',
    ]);
  }, 15_000);

  for (const [statusCode, code] of [
    [429, 'TooManyRequests'],
    [400, 'Throttling'],
  ] as const) {
    it(`retries a distribution read CloudFront throttled (${statusCode} ${code}) and answers the distribution`, async () => {
      const { requests, requestHandler } = scripted([
        { statusCode, headers: xml, body: cloudFrontError(code) },
        { statusCode: 200, headers: { ...xml, etag: 'E-V1' }, body: deployed },
      ]);
      const domains = await awsDomainProvider({ clientConfig: clientConfig(requestHandler) });
      expect(await domains.getDistribution('EDOMAIN0001')).toEqual({
        id: 'EDOMAIN0001',
        status: 'Deployed',
        enabled: false,
      });
      expect(requests).toEqual([
        'cloudfront.amazonaws.com /2020-05-31/distribution/EDOMAIN0001',
        'cloudfront.amazonaws.com /2020-05-31/distribution/EDOMAIN0001',
      ]);
    }, 15_000);
  }

  it('does not retry what throttling is not: a missing distribution answers at once', async () => {
    const { requests, requestHandler } = scripted([
      { statusCode: 404, headers: xml, body: cloudFrontError('NoSuchDistribution') },
    ]);
    const domains = await awsDomainProvider({ clientConfig: clientConfig(requestHandler) });
    expect(await domains.getDistribution('EGONE')).toBeNull();
    expect(requests).toHaveLength(1);
  });
});
