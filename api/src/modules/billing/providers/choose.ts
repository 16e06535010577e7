import type { Config } from "../../../lib/config.ts";
import type { PaymentProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider.ts";

/** Stripe when its keys are configured; otherwise the built-in test provider (the embedded default). */
export function paymentProviderFor(config: Config): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider(config.siteUrl);
}
