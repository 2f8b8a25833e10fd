// Paid membership (owner-dashboard §3 Monetization, §5 Subscription price, §9; member-forum §9): the currencies a
// community may price its supporter subscription in with their bounds in cents, the default price, the countries a
// payout account may be opened in, and Hearth's application fee on each member payment.

/** The price bounds of each currency a supporter subscription may be sold in, in the currency's cents. */
export const SUPPORTER_CURRENCIES = {
  usd: { label: 'USD', min: 100, max: 50_000 },
  eur: { label: 'EUR', min: 100, max: 50_000 },
  gbp: { label: 'GBP', min: 100, max: 40_000 },
  cad: { label: 'CAD', min: 150, max: 70_000 },
  aud: { label: 'AUD', min: 150, max: 75_000 },
} as const;

export type SupporterCurrency = keyof typeof SUPPORTER_CURRENCIES;
export const SUPPORTER_CURRENCY_CODES = Object.keys(SUPPORTER_CURRENCIES) as SupporterCurrency[];

/** The supporter subscription's price until the owner sets one: 499 cents USD a month (both specs' §9). */
export const DEFAULT_SUPPORTER_PRICE = { amount: 499, currency: 'usd' } as const satisfies {
  amount: number;
  currency: SupporterCurrency;
};

/** Hearth's application fee on each member payment, in percent (owner-dashboard §9; card processing is Stripe's). */
export const PLATFORM_FEE_PERCENT = 8;

/** Countries an owner may open a payout account in (the onboarding's country picker): ISO 3166-1 alpha-2. */
export const PAYOUT_COUNTRIES = [
  { value: 'US', name: 'United States' },
  { value: 'CA', name: 'Canada' },
  { value: 'GB', name: 'United Kingdom' },
  { value: 'IE', name: 'Ireland' },
  { value: 'DE', name: 'Germany' },
  { value: 'FR', name: 'France' },
  { value: 'ES', name: 'Spain' },
  { value: 'IT', name: 'Italy' },
  { value: 'NL', name: 'Netherlands' },
  { value: 'BE', name: 'Belgium' },
  { value: 'AT', name: 'Austria' },
  { value: 'PT', name: 'Portugal' },
  { value: 'FI', name: 'Finland' },
  { value: 'SE', name: 'Sweden' },
  { value: 'DK', name: 'Denmark' },
  { value: 'NO', name: 'Norway' },
  { value: 'PL', name: 'Poland' },
  { value: 'CH', name: 'Switzerland' },
  { value: 'AU', name: 'Australia' },
  { value: 'NZ', name: 'New Zealand' },
  { value: 'SG', name: 'Singapore' },
  { value: 'JP', name: 'Japan' },
] as const;

export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number]['value'];

/** How many ended supporter periods a member item keeps for the XP engine's late events (the newest ones). */
export const SUPPORTER_PERIODS_KEPT = 6;

/** How long "You successfully subscribed to the community" shows after a checkout (member-forum §2). */
export const SUBSCRIBED_BANNER_MS = 5_000;
