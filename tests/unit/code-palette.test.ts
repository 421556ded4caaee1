import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePalette, compactTokenStyle, paletteCss } from '@/lib/mdx/code-palette.mjs';

describe('code colour classes', () => {
  it('app/styles/code-tokens.css matches the themes (regenerate with node scripts/gen-code-css.mjs)', async () => {
    expect(readFileSync('app/styles/code-tokens.css', 'utf8')).toBe(paletteCss(await codePalette()));
  });

  it('turns both theme colours into classes and keeps anything else as a style', async () => {
    const palette = await codePalette();
    const light = palette.light[2]!.toUpperCase();
    const dark = palette.dark[3]!;
    expect(compactTokenStyle(`--shiki-light:${light};--shiki-dark:${dark}`, palette)).toEqual({ classes: ['l2', 'd3'], style: '' });
    expect(compactTokenStyle(`--shiki-light:#123456;--shiki-dark:${dark};--shiki-light-font-style:italic`, palette)).toEqual({
      classes: ['d3'],
      style: '--shiki-light:#123456;--shiki-light-font-style:italic',
    });
  });
});
