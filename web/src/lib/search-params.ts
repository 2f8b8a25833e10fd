// Route query strings, validated without zod: the router runs `validateSearch` for the first page, so zod here
// would be part of every first visit. Each value is optional and a malformed one is dropped, never an error page
// (what `z.object({ x: schema.optional().catch(undefined) })` did before): an old or hand-edited link still opens.

/** One query-string value: the value when acceptable, else undefined. */
export type SearchField<T> = (value: unknown) => T | undefined;

/** Text of `min`..`max` characters (UTF-16 code units, like `string.length`). */
export const text =
  ({ min = 0, max }: { min?: number; max: number }): SearchField<string> =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;

/** One of the listed values. */
export const oneOf =
  <const V extends readonly string[]>(values: V): SearchField<V[number]> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as V[number]) : undefined;

/** A boolean (the router's search parser reads `flag=true` as one already). */
export const flag: SearchField<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

export type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never;
};

/**
 * A `validateSearch` function over the named fields. Unknown keys are left out; a key present in the address stays
 * in the result, as undefined when its value is not acceptable (as with the zod objects these replaced).
 */
export function searchValidator<F extends Record<string, SearchField<unknown>>>(
  fields: F,
): (search: Record<string, unknown>) => SearchOf<F> {
  return (search) => {
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) if (name in search) result[name] = field(search[name]);
    return result as SearchOf<F>;
  };
}
