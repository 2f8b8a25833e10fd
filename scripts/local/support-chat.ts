// The local platform's support-chat identity secret (SUPPORT_HASH_SECRET): a fixed value, not a secret, so the
// integration tests can compute the hash getUserHash must answer. In AWS it is a Secrets Manager secret.
export const LOCAL_SUPPORT_HASH_SECRET = 'hearth-support-chat-local';
