// Every browser-storage key the site reads or writes (names from the replaced site where they exist).
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementId: 'docusaurus.announcement.id',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  docsVersion: 'docs-preferred-version-default',
} as const;
