import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/** Space between what the toasts must not cover and the first toast. */
const GAP_PX = 12;

/**
 * How far down the first toast sits: just below the site header, so a toast
 * (shown for 5000 ms) never covers Log out or the language switch. The header
 * scrolls with the page, so its height at the top of the page is measured once
 * and again when the window is resized (a narrow header wraps).
 */
export function headerToastTop(doc: Document = document): number | undefined {
  const header = doc.querySelector(".site-header");
  return header ? Math.ceil(header.getBoundingClientRect().height) + GAP_PX : undefined;
}

/** Below this element's bottom edge, as it sits on the screen now (a dialog's head, with its close button). */
export function toastTopBelow(element: Element | null | undefined): number | undefined {
  return element ? Math.ceil(element.getBoundingClientRect().bottom) + GAP_PX : undefined;
}

/**
 * The site's one way to show toasts: top-right, 5000 ms, with a close button
 * (STYLE.md). `top` places the first toast below a dialog's controls; without
 * it the toasts sit below the site header.
 */
export function SiteToaster({ id, top }: { id?: string; top?: number | undefined }) {
  const [belowHeader, setBelowHeader] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (top !== undefined) return;
    const measure = () => setBelowHeader(headerToastTop());
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [top]);
  const offset = top ?? belowHeader;
  return (
    <Toaster
      {...(id ? { id } : {})}
      position="top-right"
      duration={5000}
      richColors
      closeButton
      {...(offset === undefined ? {} : { offset: { top: offset }, mobileOffset: { top: offset } })}
    />
  );
}
