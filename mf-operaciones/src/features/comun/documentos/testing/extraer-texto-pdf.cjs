// Reads a PDF from stdin and prints its text (pdf-parse, on pdf.js). A separate Node process: pdf.js
// loads its worker with a dynamic import, which jest's module sandbox does not allow.
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
