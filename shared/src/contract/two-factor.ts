/** Two-factor sign-in (TOTP): request and response types of /api/authentication/totp and the Admin calls. */

/** A new, not yet confirmed authenticator key: the key in text, the otpauth:// URL and that URL as a QR code image. */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** `data:image/svg+xml;base64,...`: the QR code of `otpauthUrl`, made by the server. */
  qrCode: string;
}

export interface TotpCodeRequest {
  code: string;
}

/** The recovery codes of a confirmed enrolment: shown once, the server keeps only their hashes. */
export interface TotpConfirmResponse {
  recoveryCodes: string[];
}

/** The signed-in employee's two-factor state. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** One of the employee's customers requires two-factor: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** A customer's two-factor requirement (Admins) and which of its users have two-factor. */
export interface TwoFactorRequirement {
  required: boolean;
  enrolledEmployeeIds: number[];
}

/**
 * The body of the sign-in's 401 when the password was right and a code is needed: `totpRequired`, and when
 * the customer requires two-factor and the user has none yet, the key to enrol with (the code then confirms it).
 */
export interface TotpRequiredBody {
  statusCode: 401;
  message: string;
  key: string;
  totpRequired: true;
  enrolment?: TotpEnrolment;
}
