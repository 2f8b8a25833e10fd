// An in-memory DomainProvider for tests: certificates wait for validation until the test says what happens to them,
// a distribution is InProgress for the first look after it is created or disabled and Deployed on the next, a CNAME
// resolves once the test says so. Every call is recorded, and a test can make the next calls of a method throw.
import type { CertificateStatus } from '@hearth/shared/constants/custom-domains';
import {
  type CertificateInput,
  type CertificateState,
  type DistributionInput,
  type DistributionState,
  DomainAttachedElsewhere,
  type DomainProvider,
} from './provider.ts';

interface FakeCertificate extends CertificateState {
  domain: string;
}

interface FakeDistribution extends DistributionState {
  domain: string;
  aliases: string[];
  /** The platform definition's version the distribution was copied from. */
  definition: number;
  /** Looks left before an InProgress distribution shows Deployed. */
  settlesIn: number;
}

type Failure = Exclude<CertificateStatus, 'PENDING_VALIDATION' | 'ISSUED'>;

export class FakeDomainProvider implements DomainProvider {
  readonly calls: string[] = [];
  readonly certificates = new Map<string, FakeCertificate>();
  readonly distributions = new Map<string, FakeDistribution>();
  readonly resolved = new Set<string>();
  /** Hosts that are alternate names of a distribution elsewhere: a distribution asking for one is refused. */
  readonly attachedElsewhere = new Set<string>();
  /** The platform's distribution definition: a deploy that changes it raises this. */
  definition = 1;
  private readonly byReference = new Map<string, string>();
  private readonly broken: Array<{ method: string; times: number; onlyFor?: string }> = [];

  private record(method: keyof DomainProvider, subject: string) {
    this.calls.push(`${method} ${subject}`);
    const rule = this.broken.find(
      (b) => b.method === method && b.times > 0 && (!b.onlyFor || subject.includes(b.onlyFor)),
    );
    if (rule) {
      rule.times--;
      throw Object.assign(new Error(`${method} failed`), { name: 'ThrottlingException' });
    }
  }

  private certificateOf(domain: string) {
    return [...this.certificates.values()].find((c) => c.domain === domain)!;
  }

  async requestCertificate({ domain, alternativeNames, reference }: CertificateInput) {
    this.record('requestCertificate', [domain, ...alternativeNames].join(','));
    const known = this.byReference.get(`cert:${reference}`);
    if (known) return { arn: known };
    const arn = `arn:aws:acm:us-east-1:000000000000:certificate/${this.certificates.size + 1}`;
    this.byReference.set(`cert:${reference}`, arn);
    const record = (name: string) => ({
      DomainName: name,
      ResourceRecord: { Name: `_v${this.certificates.size}.${name}.`, Type: 'CNAME', Value: '_x.acm-validations.aws.' },
    });
    this.certificates.set(arn, {
      arn,
      domain,
      status: 'PENDING_VALIDATION',
      failureReason: null,
      validation: [domain, ...alternativeNames].map(record),
      notAfter: null,
      renewalStatus: null,
    });
    return { arn };
  }

  async describeCertificate(arn: string) {
    this.record('describeCertificate', arn);
    const cert = this.certificates.get(arn);
    if (!cert) return null;
    const { domain: _domain, ...state } = cert;
    return structuredClone(state);
  }

  async deleteCertificate(arn: string) {
    this.record('deleteCertificate', arn);
    this.certificates.delete(arn);
  }

  async createDistribution({ domain, aliases, reference }: DistributionInput) {
    this.record('createDistribution', aliases.join(','));
    const known = this.byReference.get(`dist:${reference}`);
    if (known) return { id: known };
    const elsewhere = aliases.find((alias) => this.attachedElsewhere.has(alias));
    if (elsewhere) throw new DomainAttachedElsewhere(`${elsewhere} is an alias of another distribution.`);
    const id = `E${this.distributions.size + 1}`;
    this.byReference.set(`dist:${reference}`, id);
    const definition = this.definition;
    this.distributions.set(id, { id, domain, aliases, definition, status: 'InProgress', enabled: true, settlesIn: 1 });
    return { id };
  }

  async getDistribution(id: string) {
    this.record('getDistribution', id);
    const d = this.distributions.get(id);
    if (!d) return null;
    if (d.status === 'InProgress') {
      if (d.settlesIn > 0) d.settlesIn--;
      else d.status = 'Deployed';
    }
    return { id: d.id, status: d.status, enabled: d.enabled };
  }

  async disableDistribution(id: string) {
    this.record('disableDistribution', id);
    const d = this.distributions.get(id);
    if (d?.enabled) Object.assign(d, { enabled: false, status: 'InProgress', settlesIn: 1 });
  }

  async deleteDistribution(id: string) {
    this.record('deleteDistribution', id);
    const d = this.distributions.get(id);
    if (d && (d.enabled || d.status !== 'Deployed')) throw new Error('DistributionNotDisabled');
    this.distributions.delete(id);
  }

  async refreshDistribution(id: string, { aliases }: DistributionInput) {
    this.record('refreshDistribution', id);
    const d = this.distributions.get(id);
    if (!d || (d.definition === this.definition && d.aliases.join() === aliases.join())) return false;
    Object.assign(d, { definition: this.definition, aliases, status: 'InProgress', settlesIn: 1 });
    return true;
  }

  async cnameResolves(domain: string) {
    this.record('cnameResolves', domain);
    return this.resolved.has(domain);
  }

  /** The certificate of the domain is issued (valid until `notAfter`). */
  validate(domain: string, notAfter = '2027-12-28T00:00:00.000Z') {
    Object.assign(this.certificateOf(domain), { status: 'ISSUED', notAfter });
  }

  /** The certificate of the domain fails with a status and ACM's reason. */
  fail(domain: string, status: Failure, reason?: string) {
    Object.assign(this.certificateOf(domain), { status, failureReason: reason ?? null });
  }

  resolveCname(domain: string) {
    this.resolved.add(domain);
  }

  /** The next `times` calls of `method` (for a subject containing `onlyFor`) throw, as a throttled provider does. */
  breakNext(method: keyof DomainProvider, times = 1, onlyFor?: string) {
    this.broken.push({ method, times, ...(onlyFor ? { onlyFor } : {}) });
  }
}
