import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received: Stripe's form-encoded parameters as they were sent (`line_items[0][price_data][currency]`). */
export type StripeRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };

type Answer = { status: number; body: Record<string, unknown> };

/**
 * A local stand-in for the part of Stripe's API billing calls, so no test
 * call leaves the machine: Checkout Sessions, refunds, subscription updates
 * retrievals and cancels, and an invoice's payments. A repeated Idempotency-Key gets the
 * first answer again, as from Stripe. `paymentIntentOfInvoice` is what
 * `GET /v1/invoice_payments?invoice=…` reports as the invoice's payment.
 */
export async function startFakeStripe(paymentIntentOfInvoice: (invoice: string) => string = (invoice) => invoice.replace(/^in_/, "pi_")) {
  const requests: StripeRequest[] = [];
  const replies = new Map<string, Answer>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  function answer(method: string, path: string, form: URLSearchParams, query: URLSearchParams): Answer {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      return { status: 200, body: { id, object: "checkout.session", url: `https://checkout.stripe.test/${id}`, mode: form.get("mode") } };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (session && method === "GET") {
      // Expanded as billing asks: the card sits on the payment method of the intent (one-off) or the subscription.
      const paymentMethod = { id: `pm_${session}`, object: "payment_method", type: "card", card: { brand: "visa", last4: "4242" } };
      return {
        status: 200,
        body: {
          id: session,
          object: "checkout.session",
          payment_intent: { id: `pi_${session}`, object: "payment_intent", payment_method: paymentMethod },
          subscription: { id: `sub_${session}`, object: "subscription", default_payment_method: paymentMethod },
        },
      };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return { status: 200, body: { id: nextId("bps"), object: "billing_portal.session", url: `https://billing.stripe.test/${form.get("customer")}` } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const amount = form.get("amount");
      return { status: 200, body: { id: nextId("re"), object: "refund", payment_intent: form.get("payment_intent"), amount: amount && Number(amount) } };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (subscription && method === "POST") {
      return { status: 200, body: { id: subscription, object: "subscription", cancel_at_period_end: form.get("cancel_at_period_end") === "true" } };
    }
    if (subscription && method === "GET") {
      const price = { id: `price_${subscription}`, object: "price", product: `prod_${subscription}`, unit_amount: 4900, currency: "usd" };
      return {
        status: 200,
        body: { id: subscription, object: "subscription", items: { object: "list", data: [{ id: `si_${subscription}`, object: "subscription_item", price }] } },
      };
    }
    if (subscription && method === "DELETE") return { status: 200, body: { id: subscription, object: "subscription", status: "canceled" } };
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = query.get("invoice") ?? "";
      const payment = {
        object: "invoice_payment",
        invoice,
        status: "paid",
        payment: { type: "payment_intent", payment_intent: paymentIntentOfInvoice(invoice) },
      };
      return { status: 200, body: { object: "list", url: path, has_more: false, data: [payment] } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? "/", "http://localhost");
    const form = new URLSearchParams(raw);
    const method = request.method ?? "GET";
    requests.push({ method, path: url.pathname, headers: request.headers, form });
    const key = request.headers["idempotency-key"];
    const replayKey = typeof key === "string" ? `${method} ${url.pathname} ${key}` : null;
    const reply = (replayKey && replies.get(replayKey)) || answer(method, url.pathname, form, url.searchParams);
    if (replayKey) replies.set(replayKey, reply);
    response.writeHead(reply.status, { "content-type": "application/json", "request-id": `req_${counter}` });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to one path (`/v1/refunds`), oldest first. */
    to: (path: string) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
