export type NotificationType = 'UpcommingTasks3Week' | 'CompletedTasksDaily';
export type NotificationCulture = 'da-DK' | 'en-GB' | 'de-DE';
export declare const notificationTypes: readonly ['UpcommingTasks3Week', 'CompletedTasksDaily'];
export declare const notificationCultures: readonly ['da-DK', 'en-GB', 'de-DE'];
export declare const defaultNotificationCulture: 'da-DK';
export declare const notificationEmailPattern: RegExp;
export declare const notificationEmailMaxLength: 254;
export declare const notificationNamePattern: RegExp;
export declare const notificationNameMaxLength: 100;
export declare const notificationMessageKeys: Readonly<{
  emailNotValid: 'notifications.emailNotValid.text';
  nameNotValid: 'notifications.nameNotValid.text';
  locationAlreadyAll: 'notifications.alert.locationAlreadyAll';
}>;
export declare const upcomingDigestDays: 21;
