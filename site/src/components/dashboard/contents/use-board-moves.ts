import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type ContentCategory, failureMessage, sdk } from "../../../lib/dashboard/api.ts";
import { applyBoard, type Board, type OrderPatch, planCategoryMove, planMoves } from "../../../lib/dashboard/contents/board.ts";
import { categoriesKey } from "./queries.ts";

/**
 * Stores a new order of the board: the screen shows it at once, the PATCH
 * calls run one after another (their order matters, see `planMoves`), and a
 * failure puts the previous order back with an error toast. One move at a
 * time: `saving` is true until its calls are done.
 */
export function useBoardMoves(pageId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  /** Said by a polite live region after a move, for those who cannot see the list change. */
  const [status, setStatus] = useState("");

  const run = useCallback(
    async (before: ContentCategory[], after: ContentCategory[], patches: OrderPatch[], list: "contents" | "categories") => {
      const key = categoriesKey(pageId);
      void client.cancelQueries({ queryKey: key });
      client.setQueryData(key, after);
      setSaving(true);
      setStatus("");
      try {
        for (const patch of patches) await sdk[list].update(pageId, patch.id, patch.body);
        setStatus(t("contents_screen.board.order_saved"));
      } catch (error) {
        client.setQueryData(key, before);
        toast.error(t("contents_screen.board.move_failed", { reason: failureMessage(error, t("errors.internal")) }));
      } finally {
        setSaving(false);
        // Some calls may have been stored before one failed: show what the server now holds.
        void client.invalidateQueries({ queryKey: key });
      }
    },
    [client, pageId, t],
  );

  /** Stores `board` (the result of a drag or a "move to"), `movedId` being the item the owner moved. */
  const commitBoard = useCallback(
    async (board: Board, movedId: number) => {
      const before = client.getQueryData<ContentCategory[]>(categoriesKey(pageId));
      if (!before) return;
      const patches = planMoves(before, board, movedId);
      if (patches.length > 0) await run(before, applyBoard(before, board), patches, "contents");
    },
    [client, pageId, run],
  );

  const moveCategory = useCallback(
    async (id: number, offset: -1 | 1) => {
      const before = client.getQueryData<ContentCategory[]>(categoriesKey(pageId));
      const plan = before && planCategoryMove(before, id, offset);
      if (plan) await run(before, plan.categories, plan.patches, "categories");
    },
    [client, pageId, run],
  );

  return { saving, status, commitBoard, moveCategory };
}
