import type { Culture } from '../contract';

export type RemoteErrorTextKey =
  | 'common.partNotLoaded'
  | 'common.unreachable'
  | 'common.tryAgain'
  | 'common.incompatibleVersion'
  | 'common.incompatibleFederation';

/**
 * The error area's texts, built in: it must work without a dictionary (it may be the dictionary, or the
 * chunk that holds it, that could not be loaded). The same keys and words are in shared's
 * translations/*.json (a test keeps them equal), where the rest of the portal reads them.
 */
export const remoteErrorTexts: Record<Culture, Record<RemoteErrorTextKey, string>> = {
  'da-dk': {
    'common.incompatibleVersion': 'Denne del er bygget til en anden version af portalen (kontrakt {built}, portalen har {expected}) og kan ikke vises, før den er opdateret.',
    'common.incompatibleFederation': 'Denne del er bygget med en anden version af Module Federation ({built}, portalen har {expected}) og kan ikke vises, før den er opdateret.',
    'common.partNotLoaded': 'Denne del af portalen kunne ikke indlæses.',
    'common.unreachable': 'Serveren kunne ikke nås. Tjek forbindelsen, og prøv igen.',
    'common.tryAgain': 'Prøv igen',
  },
  'en-gb': {
    'common.incompatibleVersion': 'This part was built for another version of the portal (contract {built}, the portal has {expected}) and cannot be shown until it is updated.',
    'common.incompatibleFederation': 'This part was built with another version of Module Federation ({built}, the portal has {expected}) and cannot be shown until it is updated.',
    'common.partNotLoaded': 'This part of the portal could not be loaded.',
    'common.unreachable': 'The server could not be reached. Check the connection and try again.',
    'common.tryAgain': 'Try again',
  },
  'de-de': {
    'common.incompatibleVersion': 'Dieser Teil wurde für eine andere Version des Portals erstellt (Vertrag {built}, das Portal hat {expected}) und kann erst nach einer Aktualisierung angezeigt werden.',
    'common.incompatibleFederation': 'Dieser Teil wurde mit einer anderen Version von Module Federation erstellt ({built}, das Portal hat {expected}) und kann erst nach einer Aktualisierung angezeigt werden.',
    'common.partNotLoaded': 'Dieser Teil des Portals konnte nicht geladen werden.',
    'common.unreachable': 'Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut, sobald die Verbindung wieder besteht.',
    'common.tryAgain': 'Erneut versuchen',
  },
};
