// Table access shared by every store: the document client with its commands, and the table name.
import { config } from '../config.ts';

export { dynamodb as db } from '../aws/dynamodb.ts';
export const tableName = (): string => config().tableName;
