/** The locations domain of the API contract (spec section 7 "Locations", section 3 shapes). */

/** A node of GET /location/{customerId}/locations (nested several levels). */
export interface LocationNode {
  code: string;
  name: string;
  hasIncidents: boolean;
  hasOverdue: boolean;
  children: LocationNode[];
}

/** GET /location/{customerId}/location/{code}. Address fields are null when absent. */
export interface LocationDetails {
  code: string;
  name: string;
  streetName: string | null;
  zipCode: string | null;
  city: string | null;
  contact: string | null;
  phoneNumber: string | null;
  /** Number of installations (units) at the location and its descendants. */
  units: number;
  /** Number of current (not completed) issues at the location and its descendants. */
  currentIssues: number;
}

/** GET /chart/{customerId}/location/{code}/statistics: counts for the location and everything inside it. */
export interface LocationStatistics {
  name: string;
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

/** Status colour of an installation (unit): green ok, yellow overdue inspections, red issues on the unit. */
export type InstallationStatusColour = 'green' | 'yellow' | 'red';

/**
 * A document of a location (spec section 3 "File": url, displayName, fileName, shortDescription; the
 * flags showProcessing and isDeleting are the page's own state). GET .../location/{code}/files lists
 * them; PUT multipart .../uploadFiles (parts `files`, field `commentFile`) answers the stored ones.
 */
export interface LocationFile {
  url: string;
  displayName: string;
  /** The name the delete call takes (DELETE .../location/{code}/deletefile/{fileName}). */
  fileName: string;
  shortDescription: string | null;
}

export interface LocationFilesResponse {
  files: LocationFile[];
}
