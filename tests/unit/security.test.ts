import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { contentSecurityPolicy, inlineScripts, sha256 } from '@/lib/security/csp';

describe('CSP from the export', () => {
  const html =
    '<html><head><script>var a=1;</script><script src="/x.js"></script></head><body><script>self.__next_f.push([1])</script></body></html>';

  it('hashes each inline script and nothing else', () => {
    expect(inlineScripts(html)).toEqual(['var a=1;', 'self.__next_f.push([1])']);
    const csp = contentSecurityPolicy(html);
    expect(csp).toContain(sha256('var a=1;'));
    expect(csp).toContain(sha256('self.__next_f.push([1])'));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('a changed inline script is not covered by the old policy', () => {
    const csp = contentSecurityPolicy(html);
    expect(csp).not.toContain(sha256('var a=2;'));
  });
});

describe('source rules', () => {
  // app/layout.tsx: fixed inline scripts we own. StaticMarkup: re-uses the page's own
  // server-rendered article markup (read from the DOM), never text from a URL, storage or input.
  it('uses dangerouslySetInnerHTML only for our fixed inline scripts and the server-rendered article', () => {
    const files = execFileSync(
      'git',
      ['grep', '-l', 'dangerouslySetInnerHTML', '--', 'app', 'components', 'lib', 'mdx-components.tsx'],
      {
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n');
    expect(files).toEqual(['app/layout.tsx', 'components/docs/StaticMarkup.client.tsx']);
  });
});
