// Compresses API responses by Accept-Encoding. CloudFront's CachingDisabled policy on /api/* leaves them as they are,
// so the Lambda does it (the same code runs behind the local gateway). Own code over node:zlib rather than
// @middy/http-content-encoding: that package needs @middy/http-content-negotiation (and `negotiator`) to pick the
// encoding and compresses through streams; this is one synchronous call on a body that is already in memory.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Result = APIGatewayProxyStructuredResultV2;
export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than the encoding costs (and often fits one TCP packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/json|text\/html)\b/i;

/** The encoding to use for an Accept-Encoding header: the highest q of br and gzip (br on a tie), or none. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q[token.trim()] = weight === undefined ? 1 : Number(weight);
  }
  const of = (encoding: Encoding) => q[encoding] ?? q['*'] ?? 0;
  const [br, gzip] = [of('br'), of('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  // Quality 5: most of quality 11's gain on JSON at a small fraction of its time (a feed page in well under 1 ms).
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

type Headers = Record<string, string | number | boolean | undefined> | undefined;

const headerOf = (headers: Headers, name: string) => {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1] === undefined ? undefined : String(found[1]);
};

/** The result as the client asked for it: JSON and HTML over 1 KB compressed (base64, as API Gateway expects). */
export function compressResult(event: Pick<APIGatewayProxyEventV2, 'headers'>, result: Result): Result {
  const type = headerOf(result.headers, 'content-type');
  if (!type || !COMPRESSIBLE.test(type) || result.isBase64Encoded || headerOf(result.headers, 'content-encoding')) {
    return result;
  }
  const headers = { ...result.headers, vary: 'accept-encoding' };
  const body = Buffer.from(result.body ?? '', 'utf8');
  const encoding =
    body.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(headerOf(event.headers, 'accept-encoding')) : null;
  if (!encoding) return { ...result, headers };
  return {
    ...result,
    headers: { ...headers, 'content-encoding': encoding },
    body: compress(body, encoding).toString('base64'),
    isBase64Encoded: true,
  };
}
