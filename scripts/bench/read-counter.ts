// Counts the DynamoDB reads (GetItem, BatchGetItem, Query) the functions' document client sends in this process:
// the benches' "≤ N DynamoDB requests" rows. Each bench names its counter (the middleware stack refuses a name twice).
export async function countingClient(name: string): Promise<{ requests: number }> {
  const { db } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  const counter = { requests: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (['QueryCommand', 'BatchGetItemCommand', 'GetItemCommand'].includes(context.commandName ?? '')) {
        counter.requests += 1;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return counter;
}
