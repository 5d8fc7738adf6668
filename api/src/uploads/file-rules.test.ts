import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { allowedExtensionOf, matchDetectedType, nameTooLongMessage } from './file-rules.js';
import { readHead } from './read-head.js';

describe('upload rules', () => {
  it('applies the name rule: letters (Unicode) and digits before one allowed extension', () => {
    expect(allowedExtensionOf('Rapport1.pdf')).toBe('pdf');
    expect(allowedExtensionOf('Ærøskøbing2.JPEG')).toBe('jpeg');
    expect(allowedExtensionOf('notat.docx')).toBe('docx');
    for (const bad of ['my file.pdf', 'a.b.pdf', 'rapport-1.pdf', 'rapport_1.pdf', '.pdf', 'rapport', 'rapport.', 'virus.exe', '../x.pdf']) {
      expect(allowedExtensionOf(bad), bad).toBeNull();
    }
  });

  it('limits a name to 100 characters, extension included', () => {
    expect(allowedExtensionOf(`${'A'.repeat(96)}.png`)).toBe('png');
    expect(allowedExtensionOf(`${'A'.repeat(97)}.png`)).toBeNull();
    expect(nameTooLongMessage(`${'A'.repeat(10_000)}.png`).length).toBeLessThan(150);
  });

  it('requires the detected type to match the extension', () => {
    expect(matchDetectedType('jpg', 'jpeg')?.contentType).toBe('image/jpeg');
    expect(matchDetectedType('cfb', 'doc')?.contentType).toBe('application/msword');
    expect(matchDetectedType('pdf', 'png')).toBeNull();
    expect(matchDetectedType(undefined, 'png')).toBeNull();
    expect(matchDetectedType('zip', 'docx')).toBeNull();
  });

  it('detects an OLE compound file as cfb (doc)', async () => {
    const header = Buffer.alloc(4100);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    expect((await fileTypeFromBuffer(header))?.ext).toBe('cfb');
  });

  it('reads a head and still streams the whole content', async () => {
    const source = Readable.from([Buffer.from('abc'), Buffer.from('def'), Buffer.from('ghi')], { objectMode: false });
    const { head, body } = await readHead(source, 4);
    expect(head.toString()).toBe('abcdef');
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdefghi');
    const short = await readHead(Readable.from([Buffer.from('xy')], { objectMode: false }), 10);
    expect(short.head.toString()).toBe('xy');
  });
});
