import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { deferScripts, loaderScript, pageScripts } from '../../lib/export/deferred-scripts';

const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>
<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/three.js"/>
<script src="/_next/static/chunks/poly.js" noModule=""></script></head>
<body><p>正文</p><script>self.__next_f=[]</script><script src="/_next/static/chunks/three.js" async=""></script></body></html>`;

describe('deferred scripts', () => {
  const out = deferScripts(page);

  it('leaves no async script tag or script preload in the HTML, and keeps everything else', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<p>正文</p><script>self.__next_f=[]</script>');
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
  });

  it('still names every script, so budgets count the same bytes', () => {
    expect(pageScripts(page).sort()).toEqual(pageScripts(out).sort());
    expect(pageScripts(out)).toHaveLength(4);
  });

  it('is idempotent', () => {
    expect(deferScripts(out)).toBe(out);
  });

  it('the loader adds the scripts after a frame and settles when they are done', async () => {
    const window = new Window({ url: 'http://localhost/' });
    const doc = window.document;
    let frame: (() => void) | undefined;
    (window as unknown as { requestAnimationFrame: (f: () => void) => void }).requestAnimationFrame = (f) => (frame = f);
    window.eval(loaderScript(['/a.js', '/b.js']));
    expect(doc.head.querySelectorAll('script').length).toBe(0);
    frame!();
    await new Promise((r) => setTimeout(r, 20));
    const added = [...doc.head.querySelectorAll('script')];
    expect(added.map((s) => s.getAttribute('src'))).toEqual(['/a.js', '/b.js']);
    expect(added.every((s) => s.hasAttribute('async'))).toBe(true);
    let settled = false;
    (window as unknown as { __yilianScripts: Promise<void> }).__yilianScripts.then(() => (settled = true));
    for (const s of added) s.dispatchEvent(new window.Event('error'));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);
    await window.happyDOM.close();
  });
});
