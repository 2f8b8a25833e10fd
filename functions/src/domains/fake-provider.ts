// An in-memory DomainProvider for tests: certificates wait for validation until the test says what happens to them,
// a distribution is InProgress for the first look after it is created or disabled and Deployed on the next, a CNAME
// resolves once the test says so. Every call is recorded, and a test can make the next calls of a method throw.
import type { CertificateStatus } from '@hearth/shared/constants/custom-domains';
import type { CertificateState, DistributionState, DomainProvider } from './provider.ts';

interface FakeCertificate extends CertificateState {
  domain: string;
}

interface FakeDistribution extends DistributionState {
  domain: string;
  /** Looks left before an InProgress distribution shows Deployed. */
  settlesIn: number;
}

export interface FakeDomainProvider extends DomainProvider {
  calls: string[];
  certificates: Map<string, FakeCertificate>;
  distributions: Map<string, FakeDistribution>;
  resolved: Set<string>;
  validate(domain: string, notAfter?: string): void;
  fail(domain: string, status: Exclude<CertificateStatus, 'PENDING_VALIDATION' | 'ISSUED'>, reason?: string): void;
  resolveCname(domain: string): void;
  /** The next `times` calls of `method` throw (a throttled or broken provider); those calls are recorded too. */
  breakNext(method: keyof DomainProvider, times?: number, onlyFor?: string): void;
}

export function fakeDomainProvider(): FakeDomainProvider {
  const certificates = new Map<string, FakeCertificate>();
  const distributions = new Map<string, FakeDistribution>();
  const byReference = new Map<string, string>();
  const resolved = new Set<string>();
  const calls: string[] = [];
  const broken: Array<{ method: string; times: number; onlyFor?: string }> = [];

  const record = (method: keyof DomainProvider, subject: string) => {
    calls.push(`${method} ${subject}`);
    const rule = broken.find((b) => b.method === method && b.times > 0 && (!b.onlyFor || subject.includes(b.onlyFor)));
    if (rule) {
      rule.times--;
      throw Object.assign(new Error(`${method} failed`), { name: 'ThrottlingException' });
    }
  };
  const certificateOf = (domain: string) => [...certificates.values()].find((c) => c.domain === domain);

  const provider: FakeDomainProvider = {
    calls,
    certificates,
    distributions,
    resolved,
    async requestCertificate({ domain, reference }) {
      record('requestCertificate', domain);
      const known = byReference.get(`cert:${reference}`);
      if (known) return { arn: known };
      const arn = `arn:aws:acm:us-east-1:000000000000:certificate/${certificates.size + 1}`;
      byReference.set(`cert:${reference}`, arn);
      certificates.set(arn, {
        arn,
        domain,
        status: 'PENDING_VALIDATION',
        failureReason: null,
        validation: [
          {
            DomainName: domain,
            ResourceRecord: {
              Name: `_v${certificates.size}.${domain}.`,
              Type: 'CNAME',
              Value: '_x.acm-validations.aws.',
            },
          },
        ],
        notAfter: null,
        renewalStatus: null,
      });
      return { arn };
    },
    async describeCertificate(arn) {
      record('describeCertificate', arn);
      const cert = certificates.get(arn);
      if (!cert) return null;
      const { domain: _domain, ...state } = cert;
      return structuredClone(state);
    },
    async deleteCertificate(arn) {
      record('deleteCertificate', arn);
      certificates.delete(arn);
    },
    async createDistribution({ domain, reference }) {
      record('createDistribution', domain);
      const known = byReference.get(`dist:${reference}`);
      if (known) return { id: known };
      const id = `E${distributions.size + 1}`;
      byReference.set(`dist:${reference}`, id);
      distributions.set(id, { id, domain, status: 'InProgress', enabled: true, settlesIn: 1 });
      return { id };
    },
    async getDistribution(id) {
      record('getDistribution', id);
      const d = distributions.get(id);
      if (!d) return null;
      if (d.status === 'InProgress') {
        if (d.settlesIn > 0) d.settlesIn--;
        else d.status = 'Deployed';
      }
      return { id: d.id, status: d.status, enabled: d.enabled };
    },
    async disableDistribution(id) {
      record('disableDistribution', id);
      const d = distributions.get(id);
      if (d?.enabled) Object.assign(d, { enabled: false, status: 'InProgress', settlesIn: 1 });
    },
    async deleteDistribution(id) {
      record('deleteDistribution', id);
      const d = distributions.get(id);
      if (d && (d.enabled || d.status !== 'Deployed')) throw new Error('DistributionNotDisabled');
      distributions.delete(id);
    },
    async cnameResolves(domain) {
      record('cnameResolves', domain);
      return resolved.has(domain);
    },
    validate(domain, notAfter = '2027-12-28T00:00:00.000Z') {
      Object.assign(certificateOf(domain)!, { status: 'ISSUED', notAfter });
    },
    fail(domain, status, reason) {
      Object.assign(certificateOf(domain)!, { status, failureReason: reason ?? null });
    },
    resolveCname(domain) {
      resolved.add(domain);
    },
    breakNext(method, times = 1, onlyFor) {
      broken.push({ method, times, ...(onlyFor ? { onlyFor } : {}) });
    },
  };
  return provider;
}
