// member-forum §8: a ban's or timeout's end as `MMMM DD, YYYY at h:mm a`, in the reader's time zone. Built on Intl
// (no date library for one line of the ban page).
const date = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

export function formatBanExpiry(expiresAt: string) {
  const at = new Date(expiresAt);
  const parts = Object.fromEntries(time.formatToParts(at).map((p) => [p.type, p.value]));
  return `${date.format(at)} at ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}
