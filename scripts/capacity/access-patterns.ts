// The measured access patterns (access-patterns.json, written by `npm run capacity:measure`) and their shape.
import file from './access-patterns.json' with { type: 'json' };

/** One partition an operation touched: a table or index partition as a key template, read or written. */
export interface PartitionAccess {
  index: string;
  partition: string;
  kind: 'read' | 'write';
  /** Items (or Query key conditions) touched in it by one call. */
  items: number;
  /** Read or write request units one call consumes there. */
  units: number;
  bytes: number;
}

/** What one consumer does with one event an operation committed (delivered in process, measured the same way). */
export interface Downstream {
  consumer: string;
  event: string;
  requests: Record<string, number>;
  partitions: PartitionAccess[];
}

export interface AccessPattern {
  /** `domain.endpoint` in the catalogue. */
  endpoint: string;
  route: string;
  as: 'guest' | 'member' | 'owner';
  status: number;
  /** The answer's body size, what the edge sends back. */
  responseBytes: number;
  /** DynamoDB requests of one call, by command. */
  requests: Record<string, number>;
  partitions: PartitionAccess[];
  /** Outbox event types one call commits. */
  events: string[];
  /** Each (event, consumer that handles it): one consumer Lambda invocation and its DynamoDB requests. */
  downstream: Downstream[];
}

export interface AccessPatternsFile {
  generatedBy: string;
  note: string;
  patterns: AccessPattern[];
}

export const accessPatterns = file as unknown as AccessPatternsFile;

export const patternOf = (endpoint: string): AccessPattern | undefined =>
  accessPatterns.patterns.find((p) => p.endpoint === endpoint);
