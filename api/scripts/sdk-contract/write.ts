import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { API_TYPES_FILE, renderApiTypes } from "./api-types.ts";
import { RULES_FILE, renderRules } from "./rules.ts";

writeFileSync(API_TYPES_FILE, await renderApiTypes());
console.log(`wrote ${fileURLToPath(API_TYPES_FILE)}`);
writeFileSync(RULES_FILE, renderRules());
console.log(`wrote ${fileURLToPath(RULES_FILE)}`);
