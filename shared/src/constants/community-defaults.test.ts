import { describe, expect, it } from 'vitest';
import { defaultLegalTexts } from './community-defaults.ts';

describe('the starter privacy statement', () => {
  const statement = defaultLegalTexts('Trail <Runners>').communityPrivacyStatement;

  it('says what the statistics record, for how long, and what is never used', () => {
    for (const said of [
      'the pages you view',
      'a signal every 15 seconds while the page is visible',
      'device type, operating system and country',
      'your address is not stored',
      'when you are signed in, your member id',
      'no third-party tracker and no advertising cookie',
      'recognised for one day only, by a one-way hash that cannot be reversed',
      'Do-Not-Track or Global Privacy Control, nothing is recorded',
      'kept for 90 days',
    ]) {
      expect(statement).toContain(said);
    }
  });

  it('names the community with its HTML escaped', () => {
    expect(statement).toContain('Hearth (the platform Trail &lt;Runners&gt; runs on)');
  });
});
