// Custom domains (owner-dashboard §3 Custom domain status, §5, §7 Custom domain): the status the section shows and
// polls, and the body that adds a domain. Field names are the spec's; `records` lists every DNS record the owner
// creates (ACM's validation records, the CNAME to the platform's `my.` host, a `www` record for a bare root domain).
import * as z from 'zod';
import { CERTIFICATE_STATUSES, DISTRIBUTION_STATUSES } from '../constants/custom-domains.ts';
import * as messages from '../messages.ts';
import { customDomainProblem, normalizeCustomDomain } from '../rules/custom-domain.ts';

/** addCustomDomain: required, no scheme, a host name (§5); the platform-domain check is the server's (it knows it). */
export const customDomainBodySchema = z.object({
  customDomain: z
    .string({ error: messages.customDomainRequired })
    .max(300, messages.customDomainInvalid)
    .superRefine((value, ctx) => {
      const problem = customDomainProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeCustomDomain),
});
export type CustomDomainBody = z.output<typeof customDomainBodySchema>;

/** One ACM validation record, in ACM's own shape (DomainName and ResourceRecord Name, Type, Value). */
export const validationRecordSchema = z.object({
  DomainName: z.string(),
  ResourceRecord: z.object({ Name: z.string(), Type: z.string(), Value: z.string() }),
});
export type ValidationRecord = z.infer<typeof validationRecordSchema>;

/** A DNS record the owner creates at their DNS host, with what it is for. */
export const dnsRecordSchema = z.object({
  purpose: z.enum(['validation', 'cname', 'www']),
  type: z.string(),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const customDomainStatusSchema = z.object({
  /** The domain, or null when the community has none. */
  customDomain: z.string().nullable(),
  certificateStatus: z.enum(CERTIFICATE_STATUSES).nullable(),
  distributionStatus: z.enum(DISTRIBUTION_STATUSES).nullable(),
  distributionEnabled: z.boolean().nullable(),
  cnameResolved: z.boolean(),
  validation: z.array(validationRecordSchema),
  /** ACM's failure reason (e.g. CAA_ERROR) when the certificate failed, else null. */
  failureReason: z.string().nullable(),
  /** When another domain may be put in place of this one (ISO 8601); null: at once. */
  allowedToChangeAt: z.iso.datetime().nullable(),
  /** A deletion runs. */
  deleting: z.boolean(),
  /** The records to create, in order: validation, the CNAME to the platform's `my.` host, `www` for a root domain. */
  records: z.array(dnsRecordSchema),
  /** The platform host the CNAME points at (`my.<base domain>`). */
  cnameTarget: z.string(),
  /** When the domain was connected (ISO 8601), or null. */
  connectedAt: z.iso.datetime().nullable(),
});
export type CustomDomainStatus = z.infer<typeof customDomainStatusSchema>;
