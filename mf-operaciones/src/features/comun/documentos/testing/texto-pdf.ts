import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The text of a PDF as a PDF text extractor sees it (pdf-parse, run in a child Node process: see
 * extraer-texto-pdf.cjs). For tests that check what a downloaded PDF really contains.
 */
export function textoDePdf(bytes: ArrayBuffer | Uint8Array): string {
  return execFileSync(process.execPath, [path.join(__dirname, 'extraer-texto-pdf.cjs')], {
    input: Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)),
    encoding: 'utf8',
  });
}
