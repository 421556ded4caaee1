// Writes app/styles/code-tokens.css from the Shiki themes (see lib/mdx/code-palette.mjs).
import { writeFileSync } from 'node:fs';
import { codePalette, paletteCss } from '../lib/mdx/code-palette.mjs';

writeFileSync('app/styles/code-tokens.css', paletteCss(await codePalette()));
console.log('app/styles/code-tokens.css written');
