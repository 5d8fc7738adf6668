import type { ReportLanguage } from '../../reports/report-texts.js';

/** The e-mail receipt a guest reporter gets, in the language of the page the report came from. */
export const receiptTexts: Readonly<Record<ReportLanguage, { subject: (number: string) => string; body: (input: { name: string; number: string; installation: string; location: string; provider: string }) => string }>> = {
  da: {
    subject: (number) => `Kvittering for fejlmelding ${number}`,
    body: ({ name, number, installation, location, provider }) =>
      `Kære ${name}\n\nTak for din fejlmelding. Den er modtaget som nr. ${number} og sendt videre til ${provider}.\n\nEnhed: ${installation}\nLokation: ${location}\n\nDenne e-mail kan ikke besvares.`,
  },
  en: {
    subject: (number) => `Receipt for fault report ${number}`,
    body: ({ name, number, installation, location, provider }) =>
      `Dear ${name}\n\nThank you for reporting the fault. It has been received as no. ${number} and passed on to ${provider}.\n\nUnit: ${installation}\nLocation: ${location}\n\nThis e-mail cannot be answered.`,
  },
  de: {
    subject: (number) => `Bestätigung der Mängelmeldung ${number}`,
    body: ({ name, number, installation, location, provider }) =>
      `Guten Tag ${name}\n\nvielen Dank für Ihre Mängelmeldung. Sie ist als Nr. ${number} eingegangen und an ${provider} weitergeleitet.\n\nAnlage: ${installation}\nStandort: ${location}\n\nAuf diese E-Mail kann nicht geantwortet werden.`,
  },
};
