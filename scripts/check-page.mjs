// Writers' quick check: compiles each MDX file and counts prose Han characters and h2 sections.
// Usage: node scripts/check-page.mjs content/docs/tutorial/kefu/*.mdx
import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

let failed = false;
for (const file of process.argv.slice(2)) {
  const src = readFileSync(file, 'utf8');
  const prose = src.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const han = (prose.match(/\p{Script=Han}/gu) || []).length;
  const h2 = (src.match(/^## /gm) || []).length;
  let error = '';
  try {
    await compile(src, { remarkPlugins: [remarkGfm] });
  } catch (e) {
    error = String(e.message || e);
  }
  const bad = /TODO|TBD|lorem|待补充|占位|xxx/i.test(src);
  const ok = !error && han >= 800 && h2 >= 2 && !bad;
  if (!ok) failed = true;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${file}  汉字=${han} h2=${h2}${bad ? ' placeholder-word' : ''}${error ? ' MDX: ' + error : ''}`,
  );
}
process.exit(failed ? 1 : 0);
