import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, useState } from "react";
import { type DashboardScreen, screenRole } from "../../../lib/dashboard/screens.ts";
import { withIsland } from "../../Island.tsx";
import { CurrentPageProvider } from "./CurrentPage.tsx";
import { LeaveGuardProvider } from "./LeaveGuard.tsx";
import { RoleGate } from "./RoleGate.tsx";
import { SessionWatch } from "./SessionWatch.tsx";

type Options = {
  /** Screens that edit a page need one; the first-sign-in and account screens do not. */
  needsPage?: boolean;
  /** Which screen this is: a member whose role on the current page is below the screen's (screens.ts) sees a notice instead. */
  screen?: DashboardScreen;
  /** The string files the screen reads besides `core` and the shell's `dashboard` (checked by a test against its keys). */
  texts?: readonly string[];
};

/** A dashboard screen: language and toasts, data cache, session watch, unsaved-changes guard, the current page and the role it needs. */
export function withDashboard<P extends object>(Screen: ComponentType<P>, { needsPage = true, screen, texts = [] }: Options = {}) {
  const least = screen ? screenRole(screen) : null;
  function Dashboard(props: P) {
    const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
    return (
      <QueryClientProvider client={client}>
        <SessionWatch />
        <LeaveGuardProvider>
          {needsPage ? (
            <CurrentPageProvider>
              <RoleGate least={least}>
                <Screen {...props} />
              </RoleGate>
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
