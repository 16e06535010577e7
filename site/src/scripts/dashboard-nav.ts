/**
 * The dashboard's navigation on a phone: a Menu button (a disclosure) opens
 * the list; Escape closes it and gives focus back to the button, and choosing
 * a screen closes it too. The list is folded only once this has run
 * (`data-foldable`), so without script the navigation stays reachable.
 */
export function foldNavigation(nav: HTMLElement | null) {
  const toggle = nav?.querySelector<HTMLButtonElement>(".dash-nav-toggle");
  if (!nav || !toggle) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    nav.toggleAttribute("data-open", open);
  };
  nav.setAttribute("data-foldable", "");
  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !nav.hasAttribute("data-open")) return;
    setOpen(false);
    toggle.focus();
  });
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  // Back to a page kept in the browser's memory: the menu is closed, as on any fresh screen.
  window.addEventListener("pageshow", () => setOpen(false));
}
