import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, useState } from "react";
import { withIsland } from "../../Island.tsx";
import { CurrentPageProvider } from "./CurrentPage.tsx";
import { LeaveGuardProvider } from "./LeaveGuard.tsx";
import { SessionWatch } from "./SessionWatch.tsx";

type Options = {
  /** Screens that edit a page need one; the first-sign-in and account screens do not. */
  needsPage?: boolean;
  /** The string files the screen reads besides `core` and the shell's `dashboard` (checked by a test against its keys). */
  texts?: readonly string[];
};

/** A dashboard screen: language and toasts, data cache, session watch, unsaved-changes guard, and the current page. */
export function withDashboard<P extends object>(Screen: ComponentType<P>, { needsPage = true, texts = [] }: Options = {}) {
  function Dashboard(props: P) {
    const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
    return (
      <QueryClientProvider client={client}>
        <SessionWatch />
        <LeaveGuardProvider>
          {needsPage ? (
            <CurrentPageProvider>
              <Screen {...props} />
            </CurrentPageProvider>
          ) : (
            <Screen {...props} />
          )}
        </LeaveGuardProvider>
      </QueryClientProvider>
    );
  }
  return withIsland(Dashboard, { texts: ["dashboard", ...texts] });
}
