export declare const minPasswordLength: 10;
export declare const maxPasswordLength: 200;
export declare const inviteLinkHours: 72;
export declare const resetLinkHours: 1;
export declare const roles: readonly ['Admin', 'User'];
export declare const passwordMessageKeys: {
  readonly tooShort: 'profile.password.tooShort';
  readonly tooCommon: 'profile.password.tooCommon';
  readonly wrongCurrent: 'profile.password.wrongCurrent';
  readonly personal: 'profile.password.personal';
};
