import { createRoot } from "react-dom/client";
import { toast } from "sonner";
import { SiteToaster } from "../components/SiteToaster.tsx";

export { toast };

/**
 * Islands render their own (id-less) Toaster; this one has an id, so a toast
 * shows in exactly one of them even on a page that has both.
 */
export const TOASTER_ID = "site";

/** One Toaster for the whole page, in its own root outside any island. */
export function mountToaster(): Promise<void> {
  const host = document.createElement("div");
  host.dataset.toaster = "";
  document.body.append(host);
  createRoot(host).render(<SiteToaster id={TOASTER_ID} />);
  // Sonner's store picks up toasts only once the Toaster has rendered.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
