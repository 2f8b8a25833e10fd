// Counts the DynamoDB reads (GetItem, BatchGetItem, Query) the functions' document client sends in this process:
// the benches' "≤ N DynamoDB requests" rows. Each bench names its counter (the middleware stack refuses a name twice).

/** Marshalled or not, depending on where in the stack: a string, or { S: string }. */
const str = (v: unknown) => (typeof v === 'string' ? v : (v as { S?: string } | undefined)?.S);

/**
 * `skipPartition` leaves out the reads of one partition (a community's configuration, `C#<id>`, which the services
 * cache for seconds), so a row counts only what a page itself reads.
 */
export async function countingClient(
  name: string,
  options: { skipPartition?: string } = {},
): Promise<{ requests: number }> {
  const { db } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  const counter = { requests: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as {
        ExpressionAttributeValues?: Record<string, unknown>;
        Key?: Record<string, unknown>;
      };
      const skipped =
        options.skipPartition !== undefined &&
        (str(input.ExpressionAttributeValues?.[':p']) === options.skipPartition ||
          str(input.Key?.PK) === options.skipPartition);
      if (!skipped && ['QueryCommand', 'BatchGetItemCommand', 'GetItemCommand'].includes(context.commandName ?? '')) {
        counter.requests += 1;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return counter;
}
