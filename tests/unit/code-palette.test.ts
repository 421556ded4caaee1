import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePalette, compactTokenStyle, isPlainText, paletteCss, unwrapPlainTokens } from '@/lib/mdx/code-palette.mjs';

describe('code colour classes', () => {
  it('app/styles/code-tokens.css matches the themes (regenerate with node scripts/gen-code-css.mjs)', async () => {
    expect(readFileSync('app/styles/code-tokens.css', 'utf8')).toBe(paletteCss(await codePalette()));
  });

  it('turns both theme colours into classes and keeps anything else as a style', async () => {
    const palette = await codePalette();
    const light = palette.light[2]!.toUpperCase();
    const dark = palette.dark[3]!;
    expect(compactTokenStyle(`--shiki-light:${light};--shiki-dark:${dark}`, palette)).toEqual({
      classes: ['l2', 'd3'],
      style: '',
    });
    expect(compactTokenStyle(`--shiki-light:#123456;--shiki-dark:${dark};--shiki-light-font-style:italic`, palette)).toEqual({
      classes: ['d3'],
      style: '--shiki-light:#123456;--shiki-light-font-style:italic',
    });
  });

  it("recognises plain-text tokens by both themes' foreground colours only", async () => {
    const palette = await codePalette();
    const fgLight = `l${palette.light.indexOf(palette.fg.light)}`;
    const fgDark = `d${palette.dark.indexOf(palette.fg.dark)}`;
    expect(isPlainText([fgLight, fgDark], palette)).toBe(true);
    const otherLight = `l${palette.light.findIndex((c) => c !== palette.fg.light)}`;
    expect(isPlainText([otherLight, fgDark], palette)).toBe(false);
    expect(isPlainText([fgLight], palette)).toBe(false);
  });

  it('unwraps attribute-less token spans into merged text and keeps coloured ones', () => {
    const text = (value: string) => ({ type: 'text', value });
    const span = (properties: Record<string, unknown>, value: string) => ({
      type: 'element',
      tagName: 'span',
      properties,
      children: [text(value)],
    });
    const keyword = span({ className: ['l9', 'd8'] }, 'const');
    expect(
      unwrapPlainTokens([keyword, span({}, ' a'), span({}, ' = '), span({ className: ['l0', 'd1'] }, '1'), text(';')]),
    ).toEqual([keyword, text(' a = '), span({ className: ['l0', 'd1'] }, '1'), text(';')]);
    const italic = span({ style: '--shiki-light-font-style:italic' }, 'x');
    expect(unwrapPlainTokens([italic])).toEqual([italic]);
    // An unmarked line (no attributes left) gives up its wrapper, keeping its tokens in order.
    const line = { type: 'element', tagName: 'span', properties: {}, children: [keyword, text(' a;')] };
    expect(unwrapPlainTokens([line, text('\n'), span({}, 'b')])).toEqual([keyword, text(' a;\nb')]);
  });
});
