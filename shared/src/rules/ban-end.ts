// A ban's or timeout's end as the spec writes it (member-forum §8: MMMM DD, YYYY at h:mm a), in UTC: for the texts the
// server writes (notifications, the timeout refusal), which do not know the reader's time zone.
export function formatBanEnd(iso: string) {
  const d = new Date(iso);
  const date = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
    .format(d)
    .toLowerCase();
  return `${date} at ${time} UTC`;
}
