// The custom-domain provider locally: ACM's certificates, CloudFront's distributions and the DNS check, simulated in
// memory behind the same port the AWS adapter implements (functions/src/domains/provider.ts). State walks as AWS's
// does, on the worker's schedule: a certificate waits in PENDING_VALIDATION (a validation record per name it covers)
// until the dev page says how it ends; a distribution answers InProgress on the first read after a create or a
// disable, Deployed on the next (or is refused once the page says the domain is attached elsewhere); a domain's CNAME
// is unresolved until the page marks it resolved. The state is saved to a JSON file after
// every change (`<data>/domains-simulator.json`), so a restart of the platform keeps it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  type CertificateInput,
  type CertificateState,
  type DistributionInput,
  type DistributionState,
  DomainAttachedElsewhere,
  type DomainProvider,
} from '@hearth/functions/domains/provider';
import {
  DEFAULT_FAILURE_REASON,
  type DomainAction,
  DomainControlError,
  type DomainView,
  type DomainsSimulatorState,
  FAILURE_REASON_PATTERN,
  type SimulatedCertificate,
  type SimulatedDomain,
  emptyDomainsState,
  standInLabel,
} from './model.ts';

export interface DomainSimulatorOptions {
  /** The JSON file the state lives in; null keeps it in memory only. */
  statePath: string | null;
  /** Milliseconds since the epoch (tests fix it). */
  now?: () => number;
}

/** How long an issued certificate is valid: ACM's public certificates run 13 months (395 days). */
const VALIDITY_MONTHS = 13;

/** An error named as the AWS SDK names its service exceptions (the worker logs it and retries the domain later). */
const awsError = (name: string, message: string) => Object.assign(new Error(message), { name });

function loadState(path: string | null): DomainsSimulatorState {
  if (!path || !existsSync(path)) return emptyDomainsState();
  const stored = JSON.parse(readFileSync(path, 'utf8')) as DomainsSimulatorState;
  return stored.version === 1 ? { ...emptyDomainsState(), ...stored } : emptyDomainsState();
}

export class DomainSimulator implements DomainProvider {
  readonly state: DomainsSimulatorState;
  private readonly options: DomainSimulatorOptions;

  constructor(options: DomainSimulatorOptions) {
    this.options = options;
    this.state = loadState(options.statePath);
  }

  private now(): Date {
    return new Date((this.options.now ?? Date.now)());
  }

  private domainOf(domain: string): SimulatedDomain {
    this.state.domains[domain] ??= { certificateArn: null, distributionId: null, cnameResolved: false };
    return this.state.domains[domain];
  }

  // ---- The port (DomainProvider) ----

  async requestCertificate({ domain, alternativeNames, reference }: CertificateInput): Promise<{ arn: string }> {
    const known = Object.values(this.state.certificates).find((c) => c.reference === reference);
    if (known) return { arn: known.arn };
    const arn = `arn:aws:acm:us-east-1:000000000000:certificate/${randomUUID()}`;
    this.state.certificates[arn] = {
      arn,
      domain,
      reference,
      status: 'PENDING_VALIDATION',
      failureReason: null,
      validationHash: randomBytes(16).toString('hex'),
      alternativeNames,
      notAfter: null,
      renewalStatus: null,
    };
    Object.assign(this.domainOf(domain), { certificateArn: arn, aliases: alternativeNames });
    this.save();
    return { arn };
  }

  async describeCertificate(arn: string): Promise<CertificateState | null> {
    const certificate = this.state.certificates[arn];
    if (!certificate) return null;
    const { status, failureReason, notAfter, renewalStatus } = certificate;
    return { arn, status, failureReason, validation: validationRecords(certificate), notAfter, renewalStatus };
  }

  async deleteCertificate(arn: string): Promise<void> {
    const certificate = this.state.certificates[arn];
    if (!certificate) return;
    if (Object.values(this.state.distributions).some((d) => d.certificateArn === arn)) {
      throw awsError('ResourceInUseException', `Certificate ${arn} is in use by a distribution.`);
    }
    delete this.state.certificates[arn];
    const held = this.state.domains[certificate.domain];
    if (held?.certificateArn === arn) held.certificateArn = null;
    this.save();
  }

  async createDistribution(input: DistributionInput) {
    const known = Object.values(this.state.distributions).find((d) => d.reference === input.reference);
    if (known) return { id: known.id };
    if (this.state.certificates[input.certificateArn]?.status !== 'ISSUED') {
      throw awsError('InvalidViewerCertificate', `Certificate ${input.certificateArn} is not issued.`);
    }
    const held = this.domainOf(input.domain);
    const other = Object.values(this.state.distributions).find((d) =>
      (d.aliases ?? [d.domain]).some((alias) => input.aliases.includes(alias)),
    );
    if (held.attachedElsewhere || other) {
      held.attachedElsewhere = false;
      this.save();
      throw new DomainAttachedElsewhere(`${input.domain} is an alias of ${other?.id ?? 'a distribution elsewhere'}.`);
    }
    const id = `E${randomBytes(10).toString('hex').toUpperCase().slice(0, 13)}`;
    this.state.distributions[id] = {
      id,
      domain: input.domain,
      aliases: input.aliases,
      certificateArn: input.certificateArn,
      reference: input.reference,
      status: 'InProgress',
      enabled: true,
      readsUntilDeployed: 1,
    };
    held.distributionId = id;
    this.save();
    return { id };
  }

  async getDistribution(id: string): Promise<DistributionState | null> {
    const distribution = this.state.distributions[id];
    if (!distribution) return null;
    if (distribution.status === 'InProgress') {
      if (distribution.readsUntilDeployed > 0) distribution.readsUntilDeployed -= 1;
      else distribution.status = 'Deployed';
      this.save();
    }
    return { id, status: distribution.status, enabled: distribution.enabled };
  }

  async disableDistribution(id: string): Promise<void> {
    const distribution = this.state.distributions[id];
    if (!distribution?.enabled) return;
    Object.assign(distribution, { enabled: false, status: 'InProgress', readsUntilDeployed: 1 });
    this.save();
  }

  async deleteDistribution(id: string): Promise<void> {
    const distribution = this.state.distributions[id];
    if (!distribution) return;
    if (distribution.enabled || distribution.status !== 'Deployed') {
      throw awsError('DistributionNotDisabled', `Distribution ${id} is not disabled and deployed.`);
    }
    delete this.state.distributions[id];
    const held = this.state.domains[distribution.domain];
    if (held?.distributionId === id) held.distributionId = null;
    this.save();
  }

  async cnameResolves(domain: string, _target: string): Promise<boolean> {
    return this.state.domains[domain]?.cnameResolved ?? false;
  }

  // ---- The dev page's controls ----

  /** Whether the simulator holds the domain (a certificate was requested for it). */
  holds(domain: string): boolean {
    return domain in this.state.domains;
  }

  /**
   * The host a `*.localhost` label stands in for (`forum-acme-example` → `forum.acme.example`, `www-acme-example` →
   * `www.acme.example`), if it is a domain the simulator holds or one of its other hosts.
   */
  domainForStandIn(label: string): string | null {
    const hosts = Object.entries(this.state.domains).flatMap(([domain, held]) => [domain, ...(held.aliases ?? [])]);
    return hosts.find((host) => standInLabel(host) === label) ?? null;
  }

  /**
   * Does what the dev page's button says to a domain the simulator holds. Throws DomainControlError when the action
   * does not apply (validating a certificate that is not pending, revoking one that is not issued, a bad reason).
   */
  control(domain: string, action: DomainAction, reason?: string): void {
    const held = this.state.domains[domain];
    if (!held) throw new DomainControlError(`The simulator holds no domain ${domain}.`);
    if (action === 'resolve-cname' || action === 'unresolve-cname') {
      held.cnameResolved = action === 'resolve-cname';
      return this.save();
    }
    if (action === 'attached-elsewhere') {
      held.attachedElsewhere = true;
      return this.save();
    }
    const certificate = held.certificateArn ? this.state.certificates[held.certificateArn] : undefined;
    if (!certificate) throw new DomainControlError(`${domain} has no certificate.`);
    const pending = action === 'validate' || action === 'fail' || action === 'time-out';
    const from = pending ? 'PENDING_VALIDATION' : 'ISSUED';
    if (certificate.status !== from) {
      throw new DomainControlError(`${action}: the certificate of ${domain} is ${certificate.status}, not ${from}.`);
    }
    const failureReason = reason === undefined || reason === '' ? DEFAULT_FAILURE_REASON : reason;
    if (action === 'fail' && !FAILURE_REASON_PATTERN.test(failureReason)) {
      throw new DomainControlError(`${failureReason} is not an ACM failure reason (e.g. CAA_ERROR).`, 400);
    }
    const now = this.now();
    if (action === 'validate') {
      const notAfter = new Date(now);
      notAfter.setUTCMonth(notAfter.getUTCMonth() + VALIDITY_MONTHS);
      Object.assign(certificate, { status: 'ISSUED', notAfter: notAfter.toISOString() });
    } else if (action === 'fail') Object.assign(certificate, { status: 'FAILED', failureReason });
    else if (action === 'time-out') certificate.status = 'VALIDATION_TIMED_OUT';
    else if (action === 'revoke') certificate.status = 'REVOKED';
    else Object.assign(certificate, { status: 'EXPIRED', notAfter: now.toISOString() });
    this.save();
  }

  /** One domain as the JSON API lists it; `port` is the gateway's, for the stand-in address. */
  view(domain: string, port: number | null): DomainView | null {
    const held = this.state.domains[domain];
    if (!held) return null;
    const certificate = held.certificateArn ? this.state.certificates[held.certificateArn] : undefined;
    const distribution = held.distributionId ? this.state.distributions[held.distributionId] : undefined;
    return {
      domain,
      certificate: certificate ? { arn: certificate.arn, status: certificate.status } : null,
      distribution: distribution
        ? { id: distribution.id, status: distribution.status, enabled: distribution.enabled }
        : null,
      cnameResolved: held.cnameResolved,
      standIn: standInAddress(domain, port),
      aliases: (held.aliases ?? []).map((host) => ({ host, standIn: standInAddress(host, port) })),
      attachedElsewhere: held.attachedElsewhere ?? false,
    };
  }

  /** Every domain the simulator holds, in name order. */
  views(port: number | null): DomainView[] {
    return Object.keys(this.state.domains)
      .sort()
      .map((domain) => this.view(domain, port)!);
  }

  /** The domain's certificate as the simulator holds it (the page shows its reason and dates). */
  certificateOf(domain: string): SimulatedCertificate | null {
    const arn = this.state.domains[domain]?.certificateArn;
    return arn ? (this.state.certificates[arn] ?? null) : null;
  }

  private save() {
    const path = this.options.statePath;
    if (!path) return;
    writeFileSync(`${path}.tmp`, JSON.stringify(this.state));
    renameSync(`${path}.tmp`, path);
  }
}

const standInAddress = (host: string, port: number | null) =>
  `http://${standInLabel(host)}.localhost${port === null ? '' : `:${port}`}`;

const hex32 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * ACM's DNS validation record for each name the certificate covers, the domain first: `_<hash>.<name>.` CNAME
 * `_<hash>.acm-validations.aws.` (the domain's hash is the certificate's own; another name's is made from it).
 */
export function validationRecords(certificate: SimulatedCertificate) {
  return [certificate.domain, ...(certificate.alternativeNames ?? [])].map((name) => {
    const hash =
      name === certificate.domain ? certificate.validationHash : hex32(`${certificate.validationHash}${name}`);
    return {
      DomainName: name,
      ResourceRecord: { Name: `_${hash}.${name}.`, Type: 'CNAME', Value: `_${hex32(hash)}.acm-validations.aws.` },
    };
  });
}
