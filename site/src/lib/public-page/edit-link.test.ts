import { describe, expect, it } from "vitest";
import { editLink } from "./edit-link.ts";

describe("editLink", () => {
  const mine = async () => [
    { id: 7, handle: "green-bakery" },
    { id: 9, handle: "other-page" },
  ];

  it("leads a member of the page to the dashboard with that page current", async () => {
    expect(await editLink("green-bakery", mine)).toBe("/dashboard?page=7");
    expect(await editLink("Other-Page", mine)).toBe("/dashboard?page=9");
  });

  it("offers nothing on someone else's page, or when the API cannot say", async () => {
    expect(await editLink("someone-else", mine)).toBeNull();
    expect(
      await editLink("green-bakery", async () => {
        throw new Error("down");
      }),
    ).toBeNull();
  });
});
