import { describe, expect, it } from 'vitest';
import { changeFrom, countryName, formatDuration } from './format.ts';

describe('statistics wording', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [62, '1m 2s'],
    [3600, '1h 0m 0s'],
    [3723, '1h 2m 3s'],
    [90_061, '25h 1m 1s'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [112, 100, { direction: 'up', symbol: '▲ 12%', text: 'up 12% from the previous 7 days' }],
    [75, 100, { direction: 'down', symbol: '▼ 25%', text: 'down 25% from the previous 7 days' }],
    [100, 100, { direction: 'same', symbol: '0%', text: 'no change from the previous 7 days' }],
    [5, 0, { direction: 'none', symbol: '—', text: 'no comparison with the previous 7 days' }],
    [0.5, null, { direction: 'none', symbol: '—', text: 'no comparison with the previous 7 days' }],
    [null, 0.5, { direction: 'none', symbol: '—', text: 'no comparison with the previous 7 days' }],
  ])('%s against %s', (current, previous, change) => {
    expect(changeFrom(current, previous, 'the previous 7 days')).toEqual(change);
  });

  it.each([
    [0.24, 0.2, { direction: 'up', symbol: '▲ 4 pts', text: 'up 4 percentage points from the previous 7 days' }],
    [0.1, 0.25, { direction: 'down', symbol: '▼ 15 pts', text: 'down 15 percentage points from the previous 7 days' }],
    [0.3, 0, { direction: 'up', symbol: '▲ 30 pts', text: 'up 30 percentage points from the previous 7 days' }],
    [0.3, null, { direction: 'none', symbol: '—', text: 'no comparison with the previous 7 days' }],
  ] as const)('a rate %s against %s changes by percentage points', (current, previous, change) => {
    expect(changeFrom(current, previous, 'the previous 7 days', { rate: true })).toEqual(change);
  });

  it('names countries from their ISO codes, and keeps a code it cannot name', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('us')).toBe('United States');
    expect(countryName('unknown')).toBe('unknown');
  });
});
