// Leaving the app for the payment provider's hosted payout onboarding: the one place this feature sets the browser's
// address (web tests mock it).
export function leavePageFor(url: string) {
  window.location.assign(url);
}
