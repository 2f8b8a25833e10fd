// The spec's user-facing texts, in one place, so the SPA and the API say the same words.
// One export per text in message-texts.ts: `messages.key` reads as before, and a bundle keeps only the texts it uses.
export * as messages from './message-texts.ts';
