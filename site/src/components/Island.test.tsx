import { renderToReadableStream } from "react-dom/server.browser";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import "../i18n/index.ts";
import ContactForm from "./ContactForm.tsx";
import { withIsland } from "./Island.tsx";

function Greeting() {
  const { t } = useTranslation();
  return <p>{t("nav.login")}</p>;
}

async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("islands", () => {
  it("render at once on the server, with their own strings beside them in the visitor's language only", async () => {
    const Island = withIsland(Greeting, { toaster: false });
    const html = await serverHtml(<Island locale="ja-JP" />);
    expect(html).toContain("<p>ログイン</p>");
    const json = /<script type="application\/json" data-island-texts="core\/ja-JP">(.*?)<\/script>/.exec(html)?.[1];
    const strings = JSON.parse(json!) as { nav: { login: string }; legal?: unknown; landing?: unknown };
    expect(strings.nav.login).toBe("ログイン");
    expect(json).not.toContain("Log in");
    expect(strings.legal).toBeUndefined();
    expect(strings.landing).toBeUndefined();
    // Nothing in the strings can end the script tag early.
    expect(json).not.toContain("<");
  });

  it("give an island the files it names, and core", async () => {
    const Island = withIsland(Greeting, { toaster: false, texts: ["dashboard-contents", "dashboard"] });
    const html = await serverHtml(<Island locale="en-US" />);
    const json = /data-island-texts="core\+dashboard\+dashboard-contents\/en-US">(.*?)<\/script>/.exec(html)?.[1];
    const groups = Object.keys(JSON.parse(json!));
    expect(groups).toEqual(expect.arrayContaining(["dash", "contents_screen", "nav"]));
    expect(groups).not.toContain("api_keys");
    expect(json).not.toContain("ログイン");
  });

  it("show a form's defaults in the server's HTML, before hydration (a link's ?category= on Contact)", async () => {
    const html = await serverHtml(<ContactForm locale="en-US" initialCategory="sales" />);
    expect(html).toMatch(/<option value="sales" selected="">/);
  });
});
