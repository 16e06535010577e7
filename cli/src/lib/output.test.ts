import { afterEach, describe, expect, it } from "vitest";
import { colorsFor, formatTable } from "./output.ts";

const tty = { isTTY: true } as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;

afterEach(() => {
  delete process.env.NO_COLOR;
});

describe("colorsFor", () => {
  it("colours a terminal, and never a pipe, NO_COLOR or --no-color", () => {
    delete process.env.NO_COLOR;
    expect(colorsFor(tty).red("x")).not.toBe("x");
    expect(colorsFor(pipe).red("x")).toBe("x");
    expect(colorsFor(tty, { color: false }).red("x")).toBe("x");
    process.env.NO_COLOR = "";
    expect(colorsFor(tty).red("x")).toBe("x");
  });
});

describe("formatTable", () => {
  it("aligns columns, counting Japanese characters as two cells wide", () => {
    const rows = [
      { id: 1, name: "気候変動", n: 2 },
      { id: 12, name: "Water", n: 10 },
    ];
    const text = formatTable(
      rows,
      [
        { header: "ID", value: (r) => r.id },
        { header: "NAME", value: (r) => r.name },
        { header: "N", value: (r) => r.n },
      ],
      colorsFor(pipe),
    );
    expect(text.split("\n")).toEqual(["ID  NAME      N", "1   気候変動  2", "12  Water     10"]);
  });
});
