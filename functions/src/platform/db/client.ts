// Table access helpers shared by every store: the table name and the document client.
import { dynamo } from '../aws.ts';
import { config } from '../config.ts';

export const db = dynamo;
export const tableName = (): string => config().tableName;
