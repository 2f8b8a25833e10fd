// The statistics page's CSV download: the whole range's answer, one row per day with every day field, then the
// distributions (devices, operating systems, countries), built in the browser from what the page already holds.
import type { Analytics } from '@hearth/shared/schemas/analytics';

const DAY_COLUMNS = [
  'date',
  'totalMembers',
  'newMembers',
  'activeMembers',
  'posts',
  'pageViews',
  'visitors',
  'sessions',
  'sessionSeconds',
  'retention',
] as const;

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180); quotes doubled. */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const row = (values: (string | number | null)[]) => values.map(field).join(',');

/** The CSV text: a header and one line per day, a blank line, then `distribution,name,users` rows. CRLF lines. */
export function statisticsCsv(analytics: Analytics): string {
  const lines = [
    row([...DAY_COLUMNS]),
    ...analytics.days.map((day) => row(DAY_COLUMNS.map((column) => day[column]))),
    '',
    row(['distribution', 'name', 'users']),
    ...analytics.devices.map((share) => row(['platform', share.name, share.users])),
    ...analytics.operatingSystems.map((share) => row(['os', share.name, share.users])),
    ...analytics.countries.map((share) => row(['country', share.name, share.users])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** `<subdomain>-statistics-<start>-<end>.csv` (the community's name, made file-safe, when it has no subdomain). */
export function statisticsCsvName(
  community: { subdomain: string; communityName: string },
  range: { startDate: string; endDate: string },
): string {
  const base =
    community.subdomain ||
    community.communityName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') ||
    'community';
  return `${base}-statistics-${range.startDate}-${range.endDate}.csv`;
}
