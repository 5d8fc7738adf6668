import type { StoredUpload } from '../../uploads/store-uploads.js';
import { uniqueDisplayName } from '../../uploads/unique-display-name.js';

/** Who stored the files, when, and how they are marked. */
export interface IssueFileFacts {
  customerId: number;
  issueId: number;
  person: string;
  now: string;
  /** The display names the issue already has: a new file with the same name gets a numbered one. */
  taken: Iterable<string>;
  /** The uploader's comment on every file (attachments from the overlay). */
  shortDescription?: string | null;
  /** Evidence of the customer's own fix. */
  evidence?: boolean;
}

/** The stored uploads as `files` rows of an issue's attachments (the overlay's upload, a report, a customer's fix). */
export function issueFileRows(stored: readonly StoredUpload[], facts: IssueFileFacts) {
  const taken = new Set(facts.taken);
  return stored.map((upload) => {
    const displayName = uniqueDisplayName(upload.originalName, taken);
    taken.add(displayName);
    return {
      customer_id: facts.customerId,
      issue_id: facts.issueId,
      purpose: 'attachment' as const,
      display_name: displayName,
      short_description: facts.shortDescription ?? null,
      storage_key: upload.key,
      thumbnail_key: upload.thumbnailKey ?? null,
      size: upload.size,
      content_type: upload.contentType,
      uploaded_by: facts.person,
      created: facts.now,
      ...(facts.evidence ? { evidence: true } : {}),
    };
  });
}
