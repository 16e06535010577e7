import { LINK_ICONS, SOCIAL_NETWORKS } from "@greenpage/sdk";
import { describe, expect, it } from "vitest";
import { LINK_ICON_NODES, SOCIAL_ICONS } from "./icons.ts";

describe("icons", () => {
  it("draws every icon name the API accepts and every social network it links", () => {
    expect(Object.keys(LINK_ICON_NODES).sort()).toEqual([...LINK_ICONS].sort());
    for (const name of LINK_ICONS) expect(LINK_ICON_NODES[name].length).toBeGreaterThan(0);
    expect(Object.keys(SOCIAL_ICONS).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    for (const network of SOCIAL_NETWORKS) {
      const icon = SOCIAL_ICONS[network];
      expect(icon.label).not.toBe("");
      expect("path" in icon ? icon.path : icon.nodes.length).toBeTruthy();
    }
  });
});
