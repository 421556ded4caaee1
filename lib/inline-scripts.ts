// Fixed inline scripts that must run before first paint. Kept as plain strings so that the
// CSP step can hash exactly what ships (scripts/postbuild.mjs reads them from the export).
import { site } from './site';

export const STORAGE_KEYS = {
  theme: 'theme',
  announcementId: 'docusaurus.announcement.id',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  docsVersion: 'docs-preferred-version-default',
} as const;

/** Hides a dismissed announcement bar before paint; a new bar id resets the dismissal. */
export const announcementScript = `(function(){try{var d=document.documentElement,s=localStorage,id=${JSON.stringify(
  site.announcement.id,
)};if(s.getItem('${STORAGE_KEYS.announcementId}')!==id){s.setItem('${STORAGE_KEYS.announcementId}',id);s.setItem('${STORAGE_KEYS.announcementDismiss}','false')}else if(s.getItem('${STORAGE_KEYS.announcementDismiss}')==='true'){d.setAttribute('data-announcement-dismissed','')}}catch(e){}document.documentElement.classList.add('js')})();`;
