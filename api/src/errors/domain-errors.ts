/**
 * Errors of the domain, thrown by services, repositories and infrastructure without knowing HTTP.
 * Their messages are safe to show to the user; plugins/errors.ts maps each kind to a status code
 * (the one place that does). HttpError stays for statuses that only exist in HTTP (408, 413, 414,
 * 429 for request rates; TooManyError is the domain's own limit, e.g. queued bundles).
 */
export type DomainErrorKind = 'invalid-input' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'expired' | 'too-many' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The dictionary key of the message when the spec names one; sent as `key` next to `message`. */
  key?: string;

  /** Fields the client acts on besides the message (the sign-in's `totpRequired`), sent in the error body. */
  fields?: Record<string, unknown>;

  /** Sets the message's dictionary key (e.g. 'notifications.alert.locationAlreadyAll'). */
  withKey(key: string): this {
    this.key = key;
    return this;
  }

  /** Adds fields to the error body (never a secret the caller has not proved they may see). */
  withFields(fields: Record<string, unknown>): this {
    this.fields = fields;
    return this;
  }
}

/** Bad input the user can correct (400). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid-input';
  override readonly name = 'InvalidInputError';
}

/** No valid credentials (401). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly name = 'UnauthenticatedError';
  constructor(message = 'Authentication is required') {
    super(message);
  }
}

/** Authenticated, but not allowed (403). Use NotFoundError where the resource's existence is secret. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
}

/** Does not exist, or belongs to another customer (404: never reveal which). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  override readonly name = 'NotFoundError';
  constructor(message = 'The requested resource does not exist') {
    super(message);
  }
}

/** Contradicts what is stored, e.g. an e-mail already subscribed for all locations (409). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
}

/** Existed, but no longer may be used, e.g. an expired download link (410). */
export class ExpiredError extends DomainError {
  readonly kind = 'expired';
  override readonly name = 'ExpiredError';
}

/** The actor already has as much waiting as a limit allows, e.g. queued report bundles (429). */
export class TooManyError extends DomainError {
  readonly kind = 'too-many';
  override readonly name = 'TooManyError';
}

/** A dependency the request needs is not available right now (503). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  override readonly name = 'UnavailableError';
}
