// A push subscription's id, the same in the browser (to unsubscribe) and the API (the item's key); no zod, so the
// settings page's chunk stays small.

/** SHA-256 of the endpoint, base64url (43 characters), by Web Crypto (browsers and Node alike). */
export async function pushSubscriptionId(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
