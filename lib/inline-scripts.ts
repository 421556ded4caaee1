// Fixed inline scripts that must run before first paint. Kept as plain strings so that the
// CSP step can hash exactly what ships (scripts/postbuild.mjs reads them from the export).
import { site } from './site';
import { baseUrlIssue } from './i18n';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Hides a dismissed announcement bar before paint; a new bar id resets the dismissal.
 * Storage that throws (private modes) also means light colour mode, as the theme cannot be stored.
 */
export const announcementScript = `(function(){try{var d=document.documentElement,s=localStorage,id=${JSON.stringify(
  site.announcement.id,
)};if(s.getItem('${STORAGE_KEYS.announcementId}')!==id){s.setItem('${STORAGE_KEYS.announcementId}',id);s.setItem('${STORAGE_KEYS.announcementDismiss}','false')}else if(s.getItem('${STORAGE_KEYS.announcementDismiss}')==='true'){d.setAttribute('data-announcement-dismissed','')}}catch(e){document.documentElement.setAttribute('data-theme','light')}document.documentElement.classList.add('js')})();`;

/**
 * Shows a banner when the export is served under another path than it was built for: then the
 * app's scripts (which set window.next) never run. Checked after every script had its chance
 * (the deferred loader of lib/export/deferred-scripts.ts announces when that is).
 */
export const baseUrlBannerScript = `(function(){var base=${JSON.stringify(site.basePath)},t=${JSON.stringify(baseUrlIssue)};
window.addEventListener('load',function(){Promise.resolve(window.__yilianScripts).then(function(){setTimeout(function(){if(window.next||document.getElementById('base-url-issue-banner'))return;
var p=location.pathname,i=p.indexOf('/docs/'),s=i>0?p.slice(0,i+1):p.slice(0,p.lastIndexOf('/')+1);
function f(x){return x.replace('{configured}',base).replace('{suggested}',s)}
var b=document.createElement('div');b.id='base-url-issue-banner';b.setAttribute('role','alert');
b.style.cssText='border:2px solid #c00;background:#fff4f4;color:#111;padding:16px;margin:16px;font:16px/1.6 sans-serif';
var zh=document.createElement('p');zh.textContent=f(t.zh);var en=document.createElement('p');en.lang='en';en.textContent=f(t.en);en.style.marginTop='8px';
b.appendChild(zh);b.appendChild(en);document.body.insertBefore(b,document.body.firstChild)},500)})})})();`;
