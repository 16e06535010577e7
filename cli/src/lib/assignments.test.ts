import { describe, expect, it } from "vitest";
import { patchFrom } from "./assignments.ts";
import { UsageError } from "./errors.ts";

const page = {
  id: 1,
  handle: "kumo",
  country: "JP",
  credential_id: "A-1",
  is_visible: true,
  order_key: 3,
  name_json: { en: "Kumo", ja: "雲" },
  description_json: null,
};

describe("patchFrom", () => {
  it("sets one language and keeps the others, and reads values by the field's kind", () => {
    expect(patchFrom(["name.en=Kumo Tea", "description.ja=説明", "is_visible=false", "order_key=5", "credential_id=12345"], page)).toEqual({
      name_json: { en: "Kumo Tea", ja: "雲" },
      description_json: { ja: "説明" },
      is_visible: false,
      order_key: 5,
      credential_id: "12345",
    });
  });

  it("refuses unknown and inherited field names, bad languages and a missing value", () => {
    for (const assignment of ["nmae.en=x", "constructor=x", "__proto__=x", "toString.en=x", "id=2", "name.english=x", "country"]) {
      expect(() => patchFrom([assignment], page), assignment).toThrow(UsageError);
    }
  });

  it("sets an object field key by key, keeping its other keys, and only the keys it has", () => {
    const styled = { ...page, style: { theme: "dark", font: "system" } };
    const objects = { style: ["theme", "primary_color", "accent_color", "font"] };
    expect(patchFrom(["style.font=serif", "style.primary_color=#2F855A"], styled, objects)).toEqual({
      style: { theme: "dark", font: "serif", primary_color: "#2F855A" },
    });
    expect(patchFrom(["style.theme=light"], { ...page, style: {} }, objects)).toEqual({ style: { theme: "light" } });
    expect(() => patchFrom(["style.size=12"], styled, objects)).toThrow(/Fields of style: style.theme, style.primary_color/);
    // Without the object's keys, a dotted name stays a language of a per-language field.
    expect(() => patchFrom(["style.font=serif"], styled)).toThrow(UsageError);
  });
});
