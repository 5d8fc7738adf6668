export declare const singleSignOnFlowMinutes: 10;
export declare const singleSignOnErrorParameter: 'ssoError';
export declare const singleSignOnMessageKeys: {
  readonly unknownUser: 'common.singleSignOn.unknownUser';
  readonly unverifiedEmail: 'common.singleSignOn.unverifiedEmail';
  readonly failed: 'common.singleSignOn.failed';
  readonly enforced: 'common.singleSignOn.enforced';
};
export declare const singleSignOnErrorKeys: readonly string[];
