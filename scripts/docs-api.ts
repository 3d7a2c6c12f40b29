/**
 * npm run docs:api: writes docs/api.md from the endpoint table (server/api-table.ts) and the environment
 * variables' section of docs/operations/configuration.md from server/env.ts. server/api-docs.test.ts fails while
 * either file differs from what this writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { API_DOC_PATH, CONFIGURATION_DOC_PATH, renderApiReference, withEnvSection } from "../server/api-docs";

writeFileSync(API_DOC_PATH, renderApiReference());
writeFileSync(CONFIGURATION_DOC_PATH, withEnvSection(readFileSync(CONFIGURATION_DOC_PATH, "utf8")));
console.log(`Wrote ${API_DOC_PATH} and the environment variables of ${CONFIGURATION_DOC_PATH}`);
