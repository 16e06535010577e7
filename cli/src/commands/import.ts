import type { Command } from "commander";

export function registerImport(_program: Command): void {}
