import { useEffect, useState } from "react";
import type { HandleCheck } from "@greenpage/sdk";
import { GreenpageError, sdk } from "./api.ts";

export type HandleCheckState = { state: "idle" } | { state: "checking" } | { state: "done"; result: HandleCheck } | { state: "failed" };

/**
 * Asks the API whether a handle can be saved, 300 ms after the owner stops
 * typing; an answer for an older value is dropped. Network trouble is not the
 * owner's mistake: it only means "not checked" (saving checks again).
 */
export function useHandleCheck(handle: string, { pageId, skip = false }: { pageId?: number; skip?: boolean } = {}): HandleCheckState {
  const [status, setStatus] = useState<HandleCheckState>({ state: "idle" });
  useEffect(() => {
    const value = handle.trim();
    if (skip || value === "") {
      setStatus({ state: "idle" });
      return;
    }
    setStatus({ state: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      sdk.pages
        .checkHandle({ handle: value, ...(pageId ? { business_id: String(pageId) } : {}) }, { signal: controller.signal })
        .then((result) => setStatus({ state: "done", result }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("Handle check failed", error instanceof GreenpageError ? error.status : error);
          setStatus({ state: "failed" });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [handle, pageId, skip]);
  return status;
}
