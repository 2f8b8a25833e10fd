// Whether the visitor asked not to be tracked: Do-Not-Track or Global Privacy Control. Then the site sends no beacon.

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function trackingRefused(): boolean {
  const nav = navigator as Navigator & PrivacySignals;
  const win = window as Window & PrivacySignals;
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}
