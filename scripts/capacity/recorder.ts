// Records every DynamoDB command the functions' document client sends in this process — reads, writes and
// transactions — with the partition of each item touched (as a key template), its size, the request units it
// consumes by DynamoDB's on-demand rules, the index partitions its writes land in, and the outbox events it commits.
// Sizes of updated or deleted items are read before and after through a client of its own (not recorded).
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type MarshalledItem, itemSize, keyTemplate, readUnits, writeUnits } from './units.ts';

/** One item (or one Query's key condition) a command touched. */
export interface Touch {
  /** `table` or the index name (`GSI1`). */
  index: string;
  /** The partition key as a template. */
  partition: string;
  kind: 'read' | 'write';
  /** Request units: read units for reads, write units for writes. */
  units: number;
  bytes: number;
}

export interface RecordedCommand {
  command: string;
  touches: Touch[];
}

export interface Recording {
  commands: RecordedCommand[];
  /** Outbox event types committed (items with `SK = EVENT`). */
  events: string[];
  /** The committed events themselves, to deliver to their consumers. */
  eventItems: Array<Record<string, unknown>>;
}

const INDEXES = [
  ['GSI1', 'GSI1PK'],
  ['GSI2', 'GSI2PK'],
  ['GSI3', 'GSI3PK'],
] as const;

/** A string attribute, marshalled (`{ S: … }`) or not, as the middleware stack may hold either. */
const str = (v: unknown) => (typeof v === 'string' ? v : (v as { S?: string } | undefined)?.S);
const pkOf = (item: MarshalledItem | undefined) => str(item?.PK) ?? '?';

/** The index partitions a written item lands in (a GSI write per index whose key the item carries). */
function indexWrites(item: MarshalledItem | undefined, bytes: number, factor: number): Touch[] {
  if (!item) return [];
  return INDEXES.filter(([, attr]) => str(item[attr]) !== undefined).map(([index, attr]) => ({
    index,
    partition: keyTemplate(str(item[attr])!),
    kind: 'write' as const,
    units: writeUnits(bytes) * factor,
    bytes,
  }));
}

export async function recordingClient(name: string): Promise<{ recording: Recording; reset(): void }> {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  const sizer = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const read = async (key: MarshalledItem) =>
    (await sizer.send(new GetItemCommand({ TableName: tableName(), Key: key as never, ConsistentRead: true }))).Item as
      MarshalledItem | undefined;
  const recording: Recording = { commands: [], events: [], eventItems: [] };

  /** A write of `key` / `item` (factor 2 inside a transaction): units from the larger of the before and after images. */
  const write = async (
    key: MarshalledItem,
    item: MarshalledItem | undefined,
    factor: number,
  ): Promise<{ after: () => Promise<Touch[]> }> => {
    const before = item ? undefined : await read(key);
    return {
      after: async () => {
        const image = item ?? (await read(key)) ?? before;
        const bytes = Math.max(itemSize(before ?? {}), itemSize(image ?? {}));
        if (str(image?.SK) === 'EVENT' && str(image?.type)) {
          recording.events.push(str(image!.type)!);
          recording.eventItems.push(typeof image!.SK === 'string' ? image! : unmarshall(image as never));
        }
        return [
          {
            index: 'table',
            partition: keyTemplate(pkOf(key)),
            kind: 'write',
            units: writeUnits(bytes) * factor,
            bytes,
          },
          ...indexWrites(image, bytes, factor),
        ];
      },
    };
  };

  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '?').replace(/Command$/, '');
      const input = args.input as Record<string, unknown>;
      const touches: Touch[] = [];
      const pendingWrites: Array<{ after: () => Promise<Touch[]> }> = [];
      if (command === 'PutItem') {
        pendingWrites.push(await write(input.Item as MarshalledItem, input.Item as MarshalledItem, 1));
      } else if (command === 'UpdateItem' || command === 'DeleteItem') {
        pendingWrites.push(await write(input.Key as MarshalledItem, undefined, 1));
      } else if (command === 'TransactWriteItems') {
        for (const t of input.TransactItems as Array<Record<string, { Key?: MarshalledItem; Item?: MarshalledItem }>>) {
          const [op, body] = Object.entries(t)[0]!;
          const key = body.Item ?? body.Key!;
          pendingWrites.push(await write(key, op === 'Put' ? body.Item : undefined, 2));
        }
      } else if (command === 'BatchWriteItem') {
        for (const requests of Object.values(input.RequestItems as Record<string, Array<Record<string, never>>>)) {
          for (const r of requests as Array<{
            PutRequest?: { Item: MarshalledItem };
            DeleteRequest?: { Key: MarshalledItem };
          }>) {
            const key = r.PutRequest?.Item ?? r.DeleteRequest!.Key;
            pendingWrites.push(await write(key, r.PutRequest?.Item, 1));
          }
        }
      }
      const result = await next(args);
      const output = result.output as Record<string, unknown>;
      for (const w of pendingWrites) touches.push(...(await w.after()));
      const consistent = input.ConsistentRead === true;
      if (command === 'GetItem') {
        const bytes = itemSize((output.Item as MarshalledItem) ?? {});
        const units = readUnits(bytes, consistent);
        touches.push({
          index: 'table',
          partition: keyTemplate(pkOf(input.Key as MarshalledItem)),
          kind: 'read',
          units,
          bytes,
        });
      } else if (command === 'Query' || command === 'Scan') {
        const items = (output.Items as MarshalledItem[]) ?? [];
        const bytes = items.reduce((n, i) => n + itemSize(i), 0);
        const index = (input.IndexName as string | undefined) ?? 'table';
        const placeholder = /(?:^|\s|\()#?\w*PK\w*\s*=\s*(:\w+)/.exec(String(input.KeyConditionExpression ?? ''))?.[1];
        const values = input.ExpressionAttributeValues as MarshalledItem | undefined;
        const pk = placeholder ? str(values?.[placeholder]) : undefined;
        const partition = command === 'Scan' ? '*scan*' : keyTemplate(pk ?? '?');
        touches.push({ index, partition, kind: 'read', units: readUnits(bytes, consistent), bytes });
      } else if (command === 'BatchGetItem' || command === 'TransactGetItems') {
        const factor = command === 'TransactGetItems' ? 2 : 1;
        const got =
          command === 'BatchGetItem'
            ? Object.values((output.Responses as Record<string, MarshalledItem[]>) ?? {}).flat()
            : ((output.Responses as Array<{ Item?: MarshalledItem }>) ?? []).map((r) => r.Item ?? {});
        for (const item of got) {
          const bytes = itemSize(item);
          const units = readUnits(bytes, consistent || factor === 2) * factor;
          touches.push({ index: 'table', partition: keyTemplate(pkOf(item)), kind: 'read', units, bytes });
        }
      }
      recording.commands.push({ command, touches });
      return result;
    },
    { step: 'build', name },
  );
  return {
    recording,
    reset: () => {
      recording.commands = [];
      recording.events = [];
      recording.eventItems = [];
    },
  };
}
