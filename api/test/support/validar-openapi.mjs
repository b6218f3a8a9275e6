/**
 * Validates an OpenAPI document against the official schema of its version with
 * @seriousme/openapi-schema-validator (ESM only, so test/openapi.test.ts runs it in a child
 * process): `node validar-openapi.mjs <archivo.json>` prints `{ valid, version, errors }` as JSON.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';

const validator = new Validator();
const res = await validator.validate(JSON.parse(readFileSync(process.argv[2], 'utf8')));
process.stdout.write(JSON.stringify({ valid: res.valid, version: validator.version, errors: res.errors ?? null }));
