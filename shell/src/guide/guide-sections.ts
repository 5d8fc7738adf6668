/** Sections of the user guide; texts are dictionary keys `shell.guide.<id>.title` / `.body`. */
export const guideSectionIds = [
  'introduction',
  'dashboard',
  'locations',
  'faults',
  'inspections',
  'installations',
  'reports',
  'notifications',
  'news',
  'users',
  'languages',
] as const;

export type GuideSectionId = (typeof guideSectionIds)[number];
