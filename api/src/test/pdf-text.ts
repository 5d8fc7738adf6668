import { PDFParse } from 'pdf-parse';

/** A PDF's text as a real parser reads it, its pages joined: what the tests check a rendered report by. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
