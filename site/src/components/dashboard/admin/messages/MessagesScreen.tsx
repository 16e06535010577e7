import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { ContactMessages } from "./ContactMessages.tsx";
import { Subscribers } from "./Subscribers.tsx";

const TABS = ["contact", "newsletter"] as const;
type Tab = (typeof TABS)[number];

/** Messages (admin console): the Contact form's messages and the newsletter's subscribers, as two tabs. */
function MessagesScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>("contact");
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ contact: null, newsletter: null });
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  function onKey(event: KeyboardEvent) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    buttons.current[next]?.focus();
  }
  return (
    <>
      <div role="tablist" aria-label={t("admin_messages.tabs")} className="admin-tabs dash-section" onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`admin_messages.tab_${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div key={name} role="tabpanel" id={`${id}-panel-${name}`} aria-labelledby={`${id}-tab-${name}`} hidden={tab !== name} className="card">
          {tab === name ? name === "contact" ? <ContactMessages /> : <Subscribers /> : null}
        </div>
      ))}
    </>
  );
}

export default withDashboard(MessagesScreen, { needsPage: false, screen: "admin_messages", texts: ["admin-business", "dashboard-contents"] });
