import type { Command } from "commander";

export function registerExport(_program: Command): void {}
