// An API Gateway path template (`/api/v1/posts/{postId}`, greedy `{proxy+}`) as a regular expression with its
// parameter names: the local gateway's route selection and the streaming entry's (which a function URL event names no
// route for) read paths the same way.
export interface PathPattern {
  pattern: RegExp;
  paramNames: string[];
  /** How many segments are literal (more is more specific). */
  literalSegments: number;
  greedy: boolean;
}

export function pathPattern(path: string): PathPattern {
  const paramNames: string[] = [];
  let literalSegments = 0;
  let greedy = false;
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)(\+)?\}$/.exec(segment);
      if (!param) {
        literalSegments += 1;
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }
      paramNames.push(param[1]!);
      if (param[2]) {
        greedy = true;
        return '(.+)';
      }
      return '([^/]+)';
    });
  return { pattern: new RegExp(`^/${parts.join('/')}/?$`), paramNames, literalSegments, greedy };
}

/** The path parameters of `path` when it matches, decoded; null when it does not. */
export function matchPath({ pattern, paramNames }: PathPattern, path: string): Record<string, string> | null {
  const found = pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(paramNames.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}
