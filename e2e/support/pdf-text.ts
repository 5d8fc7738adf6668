import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF (Playwright's download path) as a real parser reads it, its pages joined. */
export async function pdfTextOf(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
