// Structured JSON logs (Powertools) carrying the request id and community id.
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: 'hearth',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | 'SILENT' | undefined) ?? 'INFO',
});
