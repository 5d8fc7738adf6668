import type { ProfileCulture } from '@portal/shared/contract';

/** The invitation and password-reset mails (da-DK, en-GB, de-DE). Never a password: only a one-time link. */
interface LinkMailTexts {
  inviteSubject: (provider: string) => string;
  invite: (name: string, inviter: string, customer: string, link: string, hours: number) => string;
  resetSubject: (provider: string) => string;
  reset: (name: string, link: string, hours: number) => string;
  addedSubject: (provider: string) => string;
  added: (name: string, inviter: string, customer: string, url: string) => string;
}

const da: LinkMailTexts = {
  inviteSubject: (provider) => `Invitation til ${provider}s kundeportal`,
  invite: (name, inviter, customer, link, hours) =>
    `Hej ${name}\n\n${inviter} har oprettet dig som bruger for ${customer}.\nVælg din adgangskode her (linket virker én gang og udløber om ${hours} timer):\n\n${link}\n`,
  resetSubject: (provider) => `Ny adgangskode til ${provider}s kundeportal`,
  reset: (name, link, hours) =>
    `Hej ${name}\n\nVi har modtaget en anmodning om en ny adgangskode.\nVælg den her (linket virker én gang og udløber om ${hours} time):\n\n${link}\n\nHar du ikke bedt om det, kan du se bort fra denne mail.\n`,
  addedSubject: (provider) => `Du har fået adgang til en kunde i ${provider}s kundeportal`,
  added: (name, inviter, customer, url) => `Hej ${name}\n\n${inviter} har givet dig adgang til ${customer}.\nLog ind med din eksisterende adgangskode: ${url}\n`,
};

const en: LinkMailTexts = {
  inviteSubject: (provider) => `Invitation to the ${provider} customer portal`,
  invite: (name, inviter, customer, link, hours) =>
    `Hello ${name}\n\n${inviter} has added you as a user of ${customer}.\nChoose your password here (the link works once and expires in ${hours} hours):\n\n${link}\n`,
  resetSubject: (provider) => `New password for the ${provider} customer portal`,
  reset: (name, link, hours) =>
    `Hello ${name}\n\nWe received a request for a new password.\nChoose it here (the link works once and expires in ${hours} hour):\n\n${link}\n\nIf you did not ask for it, ignore this mail.\n`,
  addedSubject: (provider) => `You have been given access to a customer in the ${provider} customer portal`,
  added: (name, inviter, customer, url) => `Hello ${name}\n\n${inviter} has given you access to ${customer}.\nSign in with your existing password: ${url}\n`,
};

const de: LinkMailTexts = {
  inviteSubject: (provider) => `Einladung zum Kundenportal von ${provider}`,
  invite: (name, inviter, customer, link, hours) =>
    `Hallo ${name}\n\n${inviter} hat Sie als Benutzer von ${customer} angelegt.\nWählen Sie hier Ihr Passwort (der Link gilt einmal und läuft in ${hours} Stunden ab):\n\n${link}\n`,
  resetSubject: (provider) => `Neues Passwort für das Kundenportal von ${provider}`,
  reset: (name, link, hours) =>
    `Hallo ${name}\n\nWir haben eine Anfrage für ein neues Passwort erhalten.\nWählen Sie es hier (der Link gilt einmal und läuft in ${hours} Stunde ab):\n\n${link}\n\nWenn Sie es nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
  addedSubject: (provider) => `Sie haben Zugang zu einem Kunden im Kundenportal von ${provider}`,
  added: (name, inviter, customer, url) => `Hallo ${name}\n\n${inviter} hat Ihnen Zugang zu ${customer} gegeben.\nMelden Sie sich mit Ihrem bisherigen Passwort an: ${url}\n`,
};

export function linkMailTexts(culture: string | null | undefined): LinkMailTexts {
  const known: Record<ProfileCulture, LinkMailTexts> = { 'da-DK': da, 'en-GB': en, 'de-DE': de };
  return known[(culture ?? 'da-DK') as ProfileCulture] ?? da;
}
