import { describe, expect, it } from "vitest";
import { answerText, exportHref, filterFromSearch, filterParams, NO_FILTER } from "./results.ts";

const words = { removedChoice: "(removed)", outOf: (value: number, max: number) => `${value}/${max}` };
const choice = {
  type: "multiple_choice" as const,
  options_json: [
    { id: "a", en: "Solar", ja: "太陽光" },
    { id: "b", en: "Wind" },
  ],
};

describe("Results", () => {
  it("shows choices by their text in the reader's language (English when there is none), scales out of their maximum, text as given", () => {
    expect(answerText(choice, ["a", "b"], "ja", words)).toBe("太陽光, Wind");
    expect(answerText({ ...choice, type: "single_choice" }, "gone", "en", words)).toBe("(removed)");
    expect(answerText({ type: "rating", options_json: [] }, 4, "en", words)).toBe("4/5");
    expect(answerText({ type: "nps", options_json: [] }, 0, "en", words)).toBe("0/10");
    expect(answerText({ type: "long_text", options_json: [] }, "<b>hi</b>", "en", words)).toBe("<b>hi</b>");
  });

  it("keeps only the filters that are set, reads them back from an address, and asks for the CSV with the same ones", () => {
    const filter = { ...NO_FILTER, from: "2025-01-01", stakeholder_type: "ngo", form_id: "3" };
    expect(filterParams(filter).toString()).toBe("from=2025-01-01&stakeholder_type=ngo&form_id=3");
    expect(filterFromSearch("?form_id=3&from=2025-01-01&stakeholder_type=ngo&utm=x")).toEqual(filter);
    expect(exportHref(9, filter, "ja")).toBe("/api/v1/businesses/9/feedback/export/?from=2025-01-01&stakeholder_type=ngo&form_id=3&lang=ja");
    expect(exportHref(9, NO_FILTER, "en")).toBe("/api/v1/businesses/9/feedback/export/?lang=en");
  });
});
