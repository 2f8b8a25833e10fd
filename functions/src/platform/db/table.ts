// The single table's shape: the one definition both the CDK data stack and the local platform create.
export interface KeySchemaDef {
  partitionKey: string;
  sortKey: string;
}

export interface IndexDef extends KeySchemaDef {
  indexName: string;
}

export interface TableDef extends KeySchemaDef {
  /** Logical name; the physical name comes from TABLE_NAME at run time. */
  logicalName: string;
  ttlAttribute: string;
  /** The table's stream: new images, read by the events dispatcher (event items only). */
  streamView: 'NEW_IMAGE';
  /** Generic, entity-agnostic indexes; every key attribute is a string. */
  globalSecondaryIndexes: IndexDef[];
}

export const tableDef: TableDef = {
  logicalName: 'hearth',
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  streamView: 'NEW_IMAGE',
  globalSecondaryIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
};

/** Every key attribute the table or an index uses (all strings). */
export function keyAttributes(def: TableDef = tableDef): string[] {
  const names = [def.partitionKey, def.sortKey];
  for (const index of def.globalSecondaryIndexes) names.push(index.partitionKey, index.sortKey);
  return names;
}
