import type { LinkIcon } from "@greenpage/sdk";
import { createElement } from "react";
import { LINK_ICON_NODES } from "../../../lib/links/icons.ts";

/** A link block's icon as the public page draws it (Lucide strokes), decorative: the block's title names it. */
export function BlockIcon({ name, size = 20 }: { name: LinkIcon; size?: number }) {
  const nodes = LINK_ICON_NODES[name];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {nodes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
