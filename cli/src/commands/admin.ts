import type { Command } from "commander";

export function registerAdmin(_program: Command): void {}
