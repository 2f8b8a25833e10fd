// Leaving the app for the payment provider's hosted page (checkout): the one place that sets the browser's address.
export function leavePageFor(url: string) {
  window.location.assign(url);
}
