import type { CardSummary } from "./provider.ts";

/**
 * The built-in provider's cards: Stripe's test numbers, with Stripe's
 * outcomes, so the same card behaves the same once Stripe is configured.
 * https://docs.stripe.com/testing
 */
export type CardBehaviour = {
  card: CardSummary;
  /** `succeeds`, `declines`, or `authenticates` (asks the owner to approve, as 3-D Secure does). */
  checkout: "succeeds" | "declines" | "authenticates";
  /** Whether later off-session charges (renewals) succeed. */
  renewals: boolean;
};

const CARDS: Record<string, CardBehaviour> = {
  "4242424242424242": { card: { brand: "visa", last4: "4242" }, checkout: "succeeds", renewals: true },
  "5555555555554444": { card: { brand: "mastercard", last4: "4444" }, checkout: "succeeds", renewals: true },
  "4000000000000002": { card: { brand: "visa", last4: "0002" }, checkout: "declines", renewals: false },
  "4000002760003184": { card: { brand: "visa", last4: "3184" }, checkout: "authenticates", renewals: false },
  // Attaches fine, then every later charge fails: how renewals and dunning are tried out.
  "4000000000000341": { card: { brand: "visa", last4: "0341" }, checkout: "succeeds", renewals: false },
};

/** The card that asks for authentication: what an approved authentication pays with (the page keeps no card number). */
export const AUTHENTICATING_CARD = { card: CARDS["4000002760003184"]!.card, paymentMethod: savedAs("4000002760003184") };

export const CARD_MESSAGES = {
  declined: "Your card was declined.",
  incorrectNumber: "Your card number is incorrect.",
  notATestCard: "Your card was declined. Only test cards work without a payment provider; try 4242 4242 4242 4242.",
  authenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  expired: "Your card has expired.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** How a card is kept for renewals: its last four digits only (`test_card_4242`). */
function savedAs(digits: string): string {
  return `test_card_${digits.slice(-4)}`;
}

export type CardCheck = { ok: true; behaviour: CardBehaviour; paymentMethod: string } | { ok: false; field: "card_number" | "expiry" | "cvc"; message: string };

/** Reads what the owner typed on the checkout page. */
export function readCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, field: "card_number", message: CARD_MESSAGES.incorrectNumber };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, field: "expiry", message: CARD_MESSAGES.expired };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: "cvc", message: CARD_MESSAGES.incompleteCvc };
  const behaviour = CARDS[digits];
  if (!behaviour) return { ok: false, field: "card_number", message: CARD_MESSAGES.notATestCard };
  return { ok: true, behaviour, paymentMethod: savedAs(digits) };
}

/** Whether a saved card (`test_card_4242`) can be charged off-session. */
export function savedCardRenews(paymentMethod: string | null): boolean {
  const last4 = paymentMethod?.replace("test_card_", "");
  return Object.values(CARDS).some((behaviour) => behaviour.card.last4 === last4 && behaviour.renewals);
}
