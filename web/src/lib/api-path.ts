// Concrete request paths from a contract's API Gateway path: `{name}` segments filled, a query string appended.

/** `/api/v1/posts/{postId}` + `{ postId: 'p1' }` → `/api/v1/posts/p1` (each value URL-encoded). */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** Appends the defined, non-empty values as a query string. */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
