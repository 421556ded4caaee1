// The exported HTML asks for Next's scripts only after the first frame is painted.
// On a slow phone network the HTML and CSS then get the whole line, so the text paints before
// ~180 KB of framework code competes with it; the page works without JS until it hydrates
// (links are plain <a>). Applied by scripts/postbuild.ts; read back by tests and the bench.

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
const LOADER = /\(function\(u\)\{[\s\S]*?\}\)\((\[[^\]]*\])\);/;

/**
 * Runs after the first paint (a frame, then a task), at once in a hidden tab where nothing paints.
 * `window.__yilianScripts` settles when every script has loaded or failed (the base-URL check waits for it).
 */
export function loaderScript(urls: string[]): string {
  return (
    '(function(u){var n=u.length,done;window.__yilianScripts=new Promise(function(r){done=r;if(!n)r()});' +
    "function go(){u.forEach(function(s){var e=document.createElement('script');e.src=s;e.setAttribute('async','');" +
    'e.onload=e.onerror=function(){--n||done()};document.head.appendChild(e)})}' +
    "if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})(" +
    JSON.stringify(urls) +
    ');'
  );
}

/** Replaces the page's async script tags (and their preloads) with one loader at the end of <body>. */
export function deferScripts(html: string): string {
  if (LOADER.test(html)) return html;
  const urls = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]!);
  if (urls.length === 0) return html;
  const stripped = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const at = stripped.lastIndexOf('</body>');
  if (at === -1) throw new Error('deferScripts: the page has no </body>');
  return `${stripped.slice(0, at)}<script>${loaderScript(urls)}</script>${stripped.slice(at)}`;
}

/** Every script the HTML references: <script src> tags (the noModule polyfill too) and the loader's list. */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  const loader = LOADER.exec(html);
  const deferred = loader ? (JSON.parse(loader[1]!) as string[]) : [];
  return [...new Set([...tags, ...deferred])];
}
