// The DNS records the owner is shown: validation first, the domain's own record, then www for a root domain.
import { describe, expect, it } from 'vitest';
import { dnsRecords, hostsFor } from './records.ts';

const validation = (name: string) => ({
  DomainName: name,
  ResourceRecord: { Name: `_a.${name}.`, Type: 'CNAME', Value: '_b.acm-validations.aws.' },
});

describe('dnsRecords', () => {
  it('a name under a domain: its validation record and a CNAME to the platform host', () => {
    expect(dnsRecords(hostsFor('forum.acme.example'), [validation('forum.acme.example')], 'hearth.example')).toEqual([
      { purpose: 'validation', type: 'CNAME', name: '_a.forum.acme.example.', value: '_b.acm-validations.aws.' },
      { purpose: 'cname', type: 'CNAME', name: 'forum.acme.example', value: 'my.hearth.example' },
    ]);
  });

  it.each(['acme.com', 'acme.co.uk'])('the root domain %s: an ALIAS (no CNAME at an apex) and a www CNAME', (root) => {
    const records = dnsRecords(hostsFor(root), [], 'hearth.example');
    expect(records).toEqual([
      { purpose: 'cname', type: 'ALIAS', name: root, value: 'my.hearth.example' },
      { purpose: 'www', type: 'CNAME', name: `www.${root}`, value: 'my.hearth.example' },
    ]);
  });

  it('lists a validation record ACM gives for two names once', () => {
    const same = validation('acme.com');
    const records = dnsRecords(hostsFor('acme.com'), [same, { ...same, DomainName: 'www.acme.com' }], 'hearth.example');
    expect(records.filter((r) => r.purpose === 'validation')).toHaveLength(1);
  });
});
