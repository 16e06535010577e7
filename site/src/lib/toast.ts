/**
 * Toasts for vanilla scripts (share bar, upvotes, cookie banner) on pages that
 * ship no React up front: the first call downloads React and sonner and mounts
 * one Toaster (top-right, 5000 ms, as everywhere on the site); later calls reuse it.
 */
export type ToastType = "success" | "error" | "info";

let mounted: Promise<typeof import("./toast-root.tsx")> | null = null;

export async function showToast(type: ToastType, message: string): Promise<void> {
  mounted ??= import("./toast-root.tsx").then(async (module) => {
    await module.mountToaster();
    return module;
  });
  const { toast, TOASTER_ID } = await mounted;
  toast[type](message, { toasterId: TOASTER_ID });
}
