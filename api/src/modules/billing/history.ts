import { and, count, desc, eq } from "drizzle-orm";
import { billingTransactions, serviceOrders, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { SETUP_SERVICES } from "../../lib/plans/index.ts";
import { formatMoney, ITEM_NAMES } from "./money-format.ts";

type TransactionRow = typeof billingTransactions.$inferSelect;

export function transactionView(row: TransactionRow) {
  return {
    id: row.id,
    kind: row.kind as "charge" | "refund",
    item: row.item as "subscription" | "setup_service",
    item_code: row.itemCode,
    tier: row.tier,
    interval: row.interval,
    amount: row.amount,
    currency: row.currency,
    status: row.status as "succeeded" | "failed",
    refunded_amount: row.refundedAmount,
    refund_of: row.refundOf,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    failure_message: row.failureMessage,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTransactions(ctx: AppContext, userId: string, window: { pageSize: number; offset: number }) {
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, userId))
      .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
      .limit(window.pageSize)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(billingTransactions).where(eq(billingTransactions.userId, userId)),
  ]);
  return { results: rows.map(transactionView), count: Number(total[0]?.n ?? 0) };
}

export async function listOrders(ctx: AppContext, userId: string) {
  const rows = await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.userId, userId)).orderBy(desc(serviceOrders.createdAt));
  return rows.map((row) => ({
    id: row.id,
    service: row.service,
    business_id: row.pageId,
    status: row.status as "paid" | "delivered" | "refunded",
    amount: row.amount,
    currency: row.currency,
    business_days: SETUP_SERVICES[row.service].businessDays,
    ordered_at: row.createdAt.toISOString(),
    due_on: row.dueOn,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  }));
}

/** The number a receipt is filed under: the transaction's id, padded. */
export const receiptNumber = (id: number) => `GP-${String(id).padStart(6, "0")}`;

/** A receipt (a paid charge) or a credit note (a refund) as a PDF; the owner's own transactions only. */
export async function receiptPdf(ctx: AppContext, userId: string, transactionId: number): Promise<{ filename: string; pdf: ArrayBuffer }> {
  const [row] = await ctx.db
    .select({ tx: billingTransactions, email: users.email, name: users.name })
    .from(billingTransactions)
    .innerJoin(users, eq(users.id, billingTransactions.userId))
    .where(and(eq(billingTransactions.id, transactionId), eq(billingTransactions.userId, userId)));
  if (row?.tx.status !== "succeeded") throw notFound();
  const tx = row.tx;
  const title = tx.kind === "refund" ? "Credit note" : "Receipt";
  const number = receiptNumber(tx.id);
  // Loaded here, not at start: PDFKit weighs ≈ 30 MB in a process that may never print a receipt.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${title} ${number}`, Author: "Greenpage" } });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.fontSize(20).text(`Greenpage — ${title}`).moveDown();
  doc.fontSize(11);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);
  line("Number", number);
  line("Date", tx.createdAt.toISOString().slice(0, 10));
  line("Billed to", `${row.name} <${row.email}>`);
  line("Item", `${ITEM_NAMES[tx.itemCode] ?? tx.itemCode}${tx.interval ? ` (billed per ${tx.interval})` : ""}`);
  if (tx.periodStart && tx.periodEnd) line("Period", `${tx.periodStart.toISOString().slice(0, 10)} to ${tx.periodEnd.toISOString().slice(0, 10)}`);
  if (tx.refundOf) line("Refund of", receiptNumber(tx.refundOf));
  if (tx.cardBrand && tx.cardLast4) line("Paid with", `${tx.cardBrand} ending in ${tx.cardLast4}`);
  doc
    .moveDown()
    .fontSize(14)
    .text(`${tx.kind === "refund" ? "Refunded" : "Paid"}: ${formatMoney(tx.amount, tx.currency)}`);
  if (tx.refundedAmount > 0) doc.fontSize(11).text(`Refunded since: ${formatMoney(tx.refundedAmount, tx.currency)}`);
  doc.end();
  await done;
  const bytes = Buffer.concat(chunks);
  return { filename: `greenpage-${number.toLowerCase()}.pdf`, pdf: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
}
