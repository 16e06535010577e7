/// <reference types="node" />
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
// @ts-expect-error: the build script is plain JavaScript without types.
import { bundleWidget, SIZE_TARGETS } from "../scripts/build.mjs";

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

describe("the widget's size", () => {
  it("keeps widget.js, the popup chunk and the two together within the issue's targets", async () => {
    const { loader, popup } = (await bundleWidget()) as { loader: string; popup: string };
    const sizes = { loader: gzip(loader), popup: gzip(popup) };
    expect(SIZE_TARGETS).toEqual({ loader: 1.5 * 1024, popup: 4.5 * 1024, total: 6 * 1024 });
    expect(sizes.loader).toBeLessThanOrEqual(SIZE_TARGETS.loader);
    expect(sizes.popup).toBeLessThanOrEqual(SIZE_TARGETS.popup);
    expect(sizes.loader + sizes.popup).toBeLessThanOrEqual(SIZE_TARGETS.total);
    // The popup is plain DOM: no framework's code comes with it.
    expect(popup).not.toMatch(/preact|__H|__k/);
  });
});
