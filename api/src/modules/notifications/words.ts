import type { LanguageCode, NotificationKind, StakeholderType } from "@greenpage/db/schema";
import type { NotificationEvent } from "./events.ts";
import { REMINDER_WORDS } from "./reminder-words.ts";
import { day, textIn, type Worded } from "./wording.ts";

const STAKEHOLDERS: Record<StakeholderType, Record<LanguageCode, string>> = {
  customer: { en: "A customer", ja: "顧客" },
  employee: { en: "An employee", ja: "従業員" },
  investor: { en: "An investor", ja: "投資家" },
  supplier: { en: "A supplier", ja: "サプライヤー" },
  local_community: { en: "A member of the local community", ja: "地域社会の方" },
  ngo: { en: "An NGO", ja: "NGO" },
  other: { en: "A stakeholder", ja: "ステークホルダー" },
};

type Words = {
  kindName: Record<NotificationKind, string>;
  /** The footer link that turns the kind (or every kind) off. */
  off: (kind: NotificationKind | "all") => string;
  digestSubject: (n: number) => string;
  digestIntro: (n: number) => string;
  openDashboard: string;
  word: (event: NotificationEvent, page: string) => Worded;
};

const EN: Words = {
  kindName: { feedback: "new feedback", gate_opened: "gated items opened", verification: "verification decisions and expiring evidence", plan: "your plan" },
  off: (kind) => (kind === "all" ? "Stop all notification mails but those about your plan" : `Stop mails about ${EN.kindName[kind]}`),
  digestSubject: (n) => `Your Greenpage digest: ${n} updates`,
  digestIntro: (n) => `Here are today's ${n} updates on your sustainability pages.`,
  openDashboard: "Open the dashboard",
  word(event, page) {
    switch (event.kind) {
      case "feedback": {
        const summary = `${STAKEHOLDERS[event.stakeholderType].en} answered "${textIn(event.form, "en", "a form")}" on ${page}.`;
        return { summary, subject: `New feedback on ${page}`, lines: [summary], action: { label: "See the results", path: "/dashboard/feedback/results" } };
      }
      case "gate_opened": {
        const item = textIn(event.item, "en", "an item");
        const summary =
          event.method === "limited"
            ? `${event.name ?? "Someone"} from ${event.company ?? "an unnamed company"} opened "${item}" on ${page}.`
            : `Someone opened "${item}" on ${page} with its password.`;
        return { summary, subject: `"${item}" was opened`, lines: [summary], action: { label: "Open Access Control", path: "/dashboard/access-control" } };
      }
      case "verification": {
        if ("reminder" in event) return REMINDER_WORDS.en(event, page);
        const item = textIn(event.item, "en", "An item");
        const told = {
          approved: {
            summary: `"${item}" on ${page} is now verified.`,
            subject: "Your initiative is verified",
            lines: ["Visitors see it as Verified on your page, with the date of the review."],
          },
          rejected: {
            summary: `"${item}" on ${page} was not verified.`,
            subject: "Verification not granted",
            lines: [`Reason: ${event.reason ?? ""}`, "Update the evidence and request verification again when you are ready."],
          },
          revoked: {
            summary: `The verification of "${item}" on ${page} was withdrawn.`,
            subject: "Verification withdrawn",
            lines: [
              `Reason: ${event.reason ?? ""}`,
              "It shows as Self Reported again, and its signed credential now reads as revoked. Update the evidence and request verification again when you are ready.",
            ],
          },
        }[event.decision];
        const summary = told.summary;
        const lines = [summary, ...told.lines];
        return {
          summary,
          subject: told.subject,
          lines,
          action: { label: "Open Verifications", path: "/dashboard/verifications" },
        };
      }
      case "plan": {
        const billing = { label: "Open Billing", path: "/dashboard/billing" };
        if (event.event === "payment_failed") {
          const summary = `We could not charge ${event.money} for your plan: ${event.message}`;
          const next = `We will try again on ${day(event.nextAttempt, "en")}. Your plan stays active meanwhile; update your card in Billing to avoid losing it.`;
          return { summary, subject: "Your payment failed", lines: [summary, next], action: billing };
        }
        if (event.event === "cancel_scheduled") {
          const to = event.downgradeTo ? `moves to ${textIn(event.downgradeTo, "en", "another plan")}` : "ends";
          const summary = `Your plan ${to} on ${day(event.endsAt, "en")}, as you asked.`;
          return {
            summary,
            subject: "Your plan change is scheduled",
            lines: [summary, "Changed your mind? Reactivate it in Billing before then."],
            action: billing,
          };
        }
        const why = {
          canceled: "Your paid plan has ended as you asked.",
          unpaid: "We could not collect payment for 7 days, so your page is back on Starter.",
          refunded: "Your payment was refunded and your plan has ended.",
        }[event.reason];
        const kept = "Nothing was deleted: items over Starter's limits are kept and come back when you upgrade.";
        return { summary: why, subject: "Your page is on Starter", lines: [why, kept], action: billing };
      }
    }
  },
};

const JA: Words = {
  kindName: { feedback: "新しいフィードバック", gate_opened: "閲覧制限付き項目の閲覧", verification: "認証の審査結果と根拠の期限", plan: "プラン" },
  off: (kind) => (kind === "all" ? "プラン以外のすべての通知メールを停止" : `「${JA.kindName[kind]}」のメールを停止`),
  digestSubject: (n) => `Greenpage の本日のまとめ（${n}件）`,
  digestIntro: (n) => `サステナビリティページの本日の更新${n}件をお知らせします。`,
  openDashboard: "ダッシュボードを開く",
  word(event, page) {
    switch (event.kind) {
      case "feedback": {
        const summary = `${page}：${STAKEHOLDERS[event.stakeholderType].ja}が「${textIn(event.form, "ja", "フォーム")}」に回答しました。`;
        return { summary, subject: `${page} に新しいフィードバック`, lines: [summary], action: { label: "結果を見る", path: "/dashboard/feedback/results" } };
      }
      case "gate_opened": {
        const item = textIn(event.item, "ja", "項目");
        const summary =
          event.method === "limited"
            ? `${page}：${event.company ?? "会社名なし"}の${event.name ?? "どなたか"}さんが「${item}」を閲覧しました。`
            : `${page}：パスワードで「${item}」が閲覧されました。`;
        return {
          summary,
          subject: `「${item}」が閲覧されました`,
          lines: [summary],
          action: { label: "アクセス管理を開く", path: "/dashboard/access-control" },
        };
      }
      case "verification": {
        if ("reminder" in event) return REMINDER_WORDS.ja(event, page);
        const item = textIn(event.item, "ja", "項目");
        const told = {
          approved: {
            summary: `${page}：「${item}」が認証されました。`,
            subject: "認証されました",
            lines: ["ページでは審査日とともに「認証済み」と表示されます。"],
          },
          rejected: {
            summary: `${page}：「${item}」は認証されませんでした。`,
            subject: "認証されませんでした",
            lines: [`理由: ${event.reason ?? ""}`, "根拠を更新して、準備ができたら再度認証を申請してください。"],
          },
          revoked: {
            summary: `${page}：「${item}」の認証が取り消されました。`,
            subject: "認証が取り消されました",
            lines: [
              `理由: ${event.reason ?? ""}`,
              "この項目は再び自己申告として表示され、署名付きクレデンシャルは失効として扱われます。根拠を更新して、準備ができたら再度認証を申請してください。",
            ],
          },
        }[event.decision];
        const summary = told.summary;
        const lines = [summary, ...told.lines];
        return {
          summary,
          subject: told.subject,
          lines,
          action: { label: "認証を開く", path: "/dashboard/verifications" },
        };
      }
      case "plan": {
        const billing = { label: "お支払いを開く", path: "/dashboard/billing" };
        if (event.event === "payment_failed") {
          const summary = `プランの代金 ${event.money} を請求できませんでした：${event.message}`;
          const next = `${day(event.nextAttempt, "ja")}に再度請求します。それまでプランはそのままご利用いただけます。お支払い画面でカードを更新してください。`;
          return { summary, subject: "お支払いができませんでした", lines: [summary, next], action: billing };
        }
        if (event.event === "cancel_scheduled") {
          const to = event.downgradeTo ? `${textIn(event.downgradeTo, "ja", "別の")}プランに変更されます` : "終了します";
          const summary = `ご依頼どおり、プランは${day(event.endsAt, "ja")}に${to}。`;
          return {
            summary,
            subject: "プランの変更を予約しました",
            lines: [summary, "取り消す場合は、それまでにお支払い画面から再開してください。"],
            action: billing,
          };
        }
        const why = {
          canceled: "ご依頼どおり、有料プランは終了しました。",
          unpaid: "7日間お支払いを確認できなかったため、ページはStarterプランに戻りました。",
          refunded: "お支払いを返金し、プランは終了しました。",
        }[event.reason];
        const kept = "データは削除されていません。上限を超えた項目は保存され、アップグレードすると元に戻ります。";
        return { summary: why, subject: "Starterプランに戻りました", lines: [why, kept], action: billing };
      }
    }
  },
};

export const WORDS: Record<LanguageCode, Words> = { en: EN, ja: JA };
