/** The installations domain of the API contract (spec section 7 "Installations", section 3 shapes). */
import type { InstallationStatusColour } from './locations.js';

/** A file of an installation (spec section 3 "File", location/installation variant). */
export interface InstallationFile {
  url: string;
  displayName: string;
  /** The name the delete call takes (unique per installation). */
  fileName: string;
  shortDescription: string | null;
}

/** An installation (unit) row of the installations page (spec section 3 "Installation"). */
export interface Installation {
  id: number;
  name: string;
  /** The provider's reference code; may contain a slash (then the part after it is the one shown and sent in paths). */
  code: string;
  type: string;
  files: InstallationFile[];
  /** An open inspection (task) on the unit is overdue. */
  hasOverdue: boolean;
  /** Open issues on the unit. */
  incidents: boolean;
  /** green ok, yellow overdue inspections, red issues on the unit (spec section 9), computed by the API. */
  status: InstallationStatusColour;
}

/** Columns the query call sorts by (anything else is a 400). */
export type InstallationSortColumn = 'name' | 'code' | 'type';
export type InstallationSortDirection = 'asc' | 'desc';

/** GET .../installations/query: one page, the number of all matching, the type filter's options. */
export interface InstallationQueryResult {
  installations: Installation[];
  total: number;
  types: string[];
}

/** PUT .../uploadFiles: the installation's files after the upload. */
export interface InstallationFilesResponse {
  files: InstallationFile[];
}

/**
 * Props of the `installation` overlay: the unit (spec: in the overlay an installation is name and code).
 * Not `name`: single-spa gives every parcel a `name` prop of its own.
 */
export interface InstallationOverlayProps {
  installationName: string;
  installationCode: string;
  /** The unit's type, for the overlay's header (the row has it). */
  installationType?: string;
}
