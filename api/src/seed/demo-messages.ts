import { contactMessages, contactReplies, invitationCodes, newsletterSubscribers } from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { newInvitationCode } from "../modules/admin-codes/service.ts";

const DAY = 86_400_000;

/**
 * What the console's Messages and Invitation codes screens show a newcomer:
 * an open Contact message in English, a Japanese one the reviewer already
 * answered, two newsletter subscribers (one still to confirm) and a small
 * batch of codes with a note. Written directly: the forms would mail people.
 */
export async function seedDemoMessages(ctx: AppContext, reviewer: { id: string; name: string }): Promise<void> {
  const now = Date.now();
  await ctx.db.insert(contactMessages).values({
    company: "Blue Harbor Foods",
    name: "Sam Carter",
    email: "sam.carter@example.com",
    category: "sales",
    message: "Hello! We run three restaurants and would like one page per location. Can the Pro plan cover that, and is there a yearly price?",
    locale: "en",
    createdAt: new Date(now - 2 * DAY),
  });
  const [answered] = await ctx.db
    .insert(contactMessages)
    .values({
      company: "さくら印刷",
      name: "佐藤 花子",
      email: "hanako.sato@example.jp",
      category: "verification",
      message: "ISO 14001の認証書をアップロードしました。審査にはどのくらいかかりますか？",
      locale: "ja",
      createdAt: new Date(now - 5 * DAY),
      readAt: new Date(now - 4 * DAY),
      handledAt: new Date(now - 4 * DAY),
      handledBy: reviewer.id,
    })
    .returning({ id: contactMessages.id });
  await ctx.db.insert(contactReplies).values({
    messageId: answered!.id,
    authorId: reviewer.id,
    authorName: reviewer.name,
    body: "お問い合わせありがとうございます。通常、3営業日以内に審査いたします。結果はメールでお知らせします。",
    createdAt: new Date(now - 4 * DAY),
  });
  await ctx.db.insert(newsletterSubscribers).values([
    { email: "green.reader@example.com", locale: "en", status: "confirmed", createdAt: new Date(now - 20 * DAY), confirmedAt: new Date(now - 20 * DAY) },
    { email: "midori.fan@example.jp", locale: "ja", status: "pending", createdAt: new Date(now - DAY) },
  ]);
  await ctx.db
    .insert(invitationCodes)
    .values(
      Array.from({ length: 3 }, () => ({ code: newInvitationCode(), createdBy: reviewer.id, note: "Tokyo meetup", expiresAt: new Date(now + 30 * DAY) })),
    );
}
