import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { API_TYPES_FILE, renderApiTypes } from "./api-types.ts";

writeFileSync(API_TYPES_FILE, await renderApiTypes());
console.log(`wrote ${fileURLToPath(API_TYPES_FILE)}`);
