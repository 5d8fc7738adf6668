export declare const totpDigits: 6;
export declare const totpPeriodSeconds: 30;
export declare const totpAlgorithm: 'SHA1';
export declare const totpWindowSteps: 1;
export declare const totpIssuer: string;
export declare const recoveryCodeCount: 10;
export declare const recoveryCodePattern: string;
export declare const totpMaxFailedCodes: 5;
export declare const totpFailureWindowMinutes: 15;
export declare const twoFactorMessageKeys: {
  readonly required: 'common.twoFactor.codeRequired';
  readonly enrolmentRequired: 'common.twoFactor.enrolmentRequired';
  readonly wrongCode: 'common.twoFactor.wrongCode';
  readonly tooManyCodes: 'common.twoFactor.tooManyCodes';
  readonly noPendingEnrolment: 'common.twoFactor.noPendingEnrolment';
  readonly alreadyEnrolled: 'common.twoFactor.alreadyEnrolled';
  readonly requiredByCustomer: 'common.twoFactor.requiredByCustomer';
  readonly notEnrolled: 'common.twoFactor.notEnrolled';
};
