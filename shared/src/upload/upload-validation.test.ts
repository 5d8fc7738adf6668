import { describe, expect, it } from 'vitest';
import { baseName, isTooLarge, isValidUploadName, maxUploadBytes, uploadFileProblem } from './upload-validation';
import { allowedUploadName } from '../contract/uploads.rules.js';

describe('upload validation', () => {
  it('takes the name without its last extension', () => {
    expect(baseName('rapport.pdf')).toBe('rapport');
    expect(baseName('rapport.v2.pdf')).toBe('rapport.v2');
    expect(baseName('README')).toBe('README');
  });

  it('allows letters (Danish and other scripts) and digits only', () => {
    expect(isValidUploadName('rapport2026.pdf')).toBe(true);
    expect(isValidUploadName('Målerapport.pdf')).toBe(true);
    expect(isValidUploadName('ÆØÅæøå.docx')).toBe(true);
    expect(isValidUploadName('Prüfbericht.pdf')).toBe(true);
    expect(isValidUploadName('my file.pdf')).toBe(false);
    expect(isValidUploadName('rapport.v2.pdf')).toBe(false);
    expect(isValidUploadName('rapport-2.pdf')).toBe(false);
    expect(isValidUploadName('rapport_2.pdf')).toBe(false);
    expect(isValidUploadName('.pdf')).toBe(false);
  });

  it('allows png, jpeg, pdf, doc and docx by MIME type', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]) {
      expect(uploadFileProblem({ name: 'fil.x', type })).toBeNull();
    }
    expect(uploadFileProblem({ name: 'noter.txt', type: 'text/plain' })).toBe('type');
    expect(uploadFileProblem({ name: 'billede.gif', type: 'image/gif' })).toBe('type');
    // The extension is not enough: the type decides.
    expect(uploadFileProblem({ name: 'rapport.pdf', type: '' })).toBe('type');
    expect(uploadFileProblem({ name: 'my file.pdf', type: 'application/pdf' })).toBe('name');
  });

  it('limits a file to 100,000,000 bytes', () => {
    expect(isTooLarge({ size: maxUploadBytes })).toBe(false);
    expect(isTooLarge({ size: maxUploadBytes + 1 })).toBe(true);
  });
});

describe('allowedUploadName', () => {
  it('leaves out what the name rule does not allow, keeps the extension, and always passes the rule', () => {
    expect(allowedUploadName('IMG_1234.jpg')).toBe('IMG1234.jpg');
    expect(allowedUploadName('Tavle foto-2.v3.png')).toBe('Tavlefoto2v3.png');
    expect(allowedUploadName('Målerapport (kopi).pdf')).toBe('Målerapportkopi.pdf');
    expect(allowedUploadName('___.pdf')).toBe('Fil.pdf');
    for (const name of ['IMG_1234.jpg', 'a b.c.docx', '___.pdf']) expect(isValidUploadName(allowedUploadName(name))).toBe(true);
  });
});
