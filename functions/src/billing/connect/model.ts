// The owner's view of paid membership, read from the SUPPORTERS item alone (pure): defaults before anything is set,
// the subscriber totals and the earnings per currency from its flat counters, and a subscriber's list entry.
import {
  DEFAULT_SUPPORTER_PRICE,
  PLATFORM_FEE_PERCENT,
  SUPPORTER_CURRENCIES,
  SUPPORTER_CURRENCY_CODES,
  type SupporterCurrency,
} from '@hearth/shared/constants/supporters';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import type { SupportersItem, SupporterListItem } from './store/settings.ts';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

const isCurrency = (code: unknown): code is SupporterCurrency =>
  typeof code === 'string' && code in SUPPORTER_CURRENCIES;

/** The price in force: the owner's, or 499 cents USD until one is set. */
export function priceOf(item: SupportersItem): { amount: number; currency: SupporterCurrency } {
  return typeof item.priceAmount === 'number' && isCurrency(item.priceCurrency)
    ? { amount: item.priceAmount, currency: item.priceCurrency }
    : { ...DEFAULT_SUPPORTER_PRICE };
}

/** Currencies the item has counters for (`gross_<cur>`), in the catalogue's order, then any other. */
function earnedCurrencies(item: SupportersItem): string[] {
  const found = Object.keys(item)
    .map((name) => /^gross_([a-z]{3})$/.exec(name)?.[1])
    .filter((code): code is string => Boolean(code));
  const known = SUPPORTER_CURRENCY_CODES.filter((code) => found.includes(code));
  return [...known, ...found.filter((code) => !isCurrency(code)).sort()];
}

/** What members paid, Hearth's fee and the owner's part per currency, from the counters the member side ADDs. */
export const earningsOf = (item: SupportersItem): Monetization['earnings'] =>
  earnedCurrencies(item).map((currency) => ({
    currency,
    gross: count(item[`gross_${currency}`]),
    fee: count(item[`fee_${currency}`]),
    net: count(item[`net_${currency}`]),
    payments: count(item[`payments_${currency}`]),
  }));

export const totalsOf = (item: SupportersItem): Monetization['totals'] => ({
  active: count(item.count_active),
  canceled: count(item.count_canceled),
  unpaid: count(item.count_unpaid),
});

/** /monetization's data: the SUPPORTERS item with its defaults, and whether the plan in force allows selling. */
export function monetizationOf(item: SupportersItem, planAllows: boolean): Monetization {
  const price = priceOf(item);
  return {
    isSubscriptionEnabled: item.enabled === true,
    subscriptionPriceAmount: price.amount,
    subscriptionPriceCurrency: price.currency,
    canRecievePayouts: item.canReceivePayouts === true,
    email: item.email ?? null,
    payoutCountry: item.country ?? null,
    planAllows,
    subscriptionPerks: item.perks ?? '',
    totals: totalsOf(item),
    earnings: earningsOf(item),
    currencies: SUPPORTER_CURRENCY_CODES.map((code) => {
      const { label, min, max } = SUPPORTER_CURRENCIES[code];
      return { code, label, min, max };
    }),
    defaultPrice: { ...DEFAULT_SUPPORTER_PRICE },
    feePercent: PLATFORM_FEE_PERCENT,
  };
}

/** A time the member side stored as ISO text or unix seconds, as ISO text; null when absent. */
export function isoOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000).toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

/** A subscriber's net payments per currency: the flat `paidNet_<cur>` numbers (or a `paidNet` map). */
export function paidNetOf(item: SupporterListItem): { amount: number; currency: string }[] {
  const byCurrency = new Map<string, number>(Object.entries(item.paidNet ?? {}).map(([c, a]) => [c, count(a)]));
  for (const [name, value] of Object.entries(item)) {
    const currency = /^paidNet_([a-z]{3})$/.exec(name)?.[1];
    if (currency) byCurrency.set(currency, count(value));
  }
  return [...byCurrency].map(([currency, amount]) => ({ amount, currency }));
}
