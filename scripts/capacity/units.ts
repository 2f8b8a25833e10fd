// DynamoDB's size and capacity-unit arithmetic over marshalled items (`{ S: … }`, `{ N: … }`), and the partition key
// templates the capacity measurement records: pure functions, shared by the recorder and its tests.

/** A marshalled attribute value, as the DynamoDB wire format has it. */
export type AttributeValue = Record<string, unknown>;
export type MarshalledItem = Record<string, AttributeValue>;

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

const TYPES = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'SS', 'NS', 'BS', 'L', 'M']);
const isMarshalled = (value: unknown): value is AttributeValue =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  TYPES.has(Object.keys(value)[0]!);

/** A plain (unmarshalled) value as the attribute value DynamoDB would store. */
function marshal(value: unknown): AttributeValue {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number' || typeof value === 'bigint') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value instanceof Uint8Array) return { B: value };
  if (value instanceof Set) return { SS: [...(value as Set<string>)].map(String) };
  if (Array.isArray(value)) return { L: value.map((v) => (isMarshalled(v) ? v : marshal(v))) };
  if (value && typeof value === 'object') return { M: value as MarshalledItem };
  return { NULL: true };
}

/**
 * An attribute value's stored size, by DynamoDB's published rules (numbers: about one byte per two digits, plus one).
 * Takes the wire format (`{ S: … }`) or a plain value, as the middleware stack may hold either.
 */
export function valueSize(input: unknown): number {
  const value = isMarshalled(input) ? input : marshal(input);
  const [type, v] = Object.entries(value)[0]!;
  switch (type) {
    case 'S':
      return utf8(v as string);
    case 'N':
      return (
        Math.ceil(
          String(v)
            .replace(/^-|\.|e.*$/gi, '')
            .replace(/^0+/, '').length / 2,
        ) + 1
      );
    case 'B':
      return (v as Uint8Array).byteLength ?? utf8(String(v));
    case 'BOOL':
    case 'NULL':
      return 1;
    case 'SS':
      return (v as string[]).reduce((n, s) => n + utf8(s), 0);
    case 'NS':
      return (v as string[]).reduce((n, s) => n + valueSize({ N: s }), 0);
    case 'L':
      return 3 + (v as unknown[]).reduce<number>((n, e) => n + 1 + valueSize(e), 0);
    case 'M':
      return 3 + Object.entries(v as Record<string, unknown>).reduce((n, [k, e]) => n + 1 + utf8(k) + valueSize(e), 0);
    default:
      return 0;
  }
}

/** An item's stored size in bytes: every attribute's name plus its value. */
export const itemSize = (item: MarshalledItem): number =>
  Object.entries(item).reduce((n, [name, value]) => n + utf8(name) + valueSize(value), 0);

/** Read request units of one read of `bytes` (4 KB units; an eventually consistent read costs half). */
export const readUnits = (bytes: number, consistent = false) =>
  Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);

/** Write request units of one write of an item of `bytes` (1 KB units). */
export const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** A key segment that is a fixed tag of the key design (`C`, `P`, `MEMBER`, `LB`), not an id. */
const TAG = /^[A-Z][A-Z_]*$/;
/** The feed partitions' scopes and type filters (keys.feedEntry): `home`, `s:<subforum>`, `c:<category>`,
 * `a:<author>`; `all` or a type. */
const FEED_WORDS = new Set(['home', 'all', 'post', 'image', 'poll']);
const FEED_SCOPE = /^([sca]):.+$/;

/**
 * A partition key as a template: each id replaced by `{id}` (`C#cm-demo#P#01J…` → `C#{id}#P#{id}`), so the same
 * access of two different posts is one row. Tags stay: they are what tells a community's partition from a post's; so
 * do a feed partition's scope kind and type (`C#{id}#F#home#all`, `C#{id}#F#c:{id}#post`), which are few per community.
 */
export function keyTemplate(key: string): string {
  const segments = key.split('#');
  const feed = segments[2] === 'F';
  return segments
    .map((segment, i) => {
      if (TAG.test(segment)) return segment;
      if (feed && i > 2 && FEED_WORDS.has(segment)) return segment;
      const scope = feed && i === 3 ? FEED_SCOPE.exec(segment) : null;
      return scope ? `${scope[1]}:{id}` : '{id}';
    })
    .join('#');
}
