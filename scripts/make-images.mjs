// Renders the favicon set and the share image from public/icon.svg with the system Chromium.
// Run by hand when the logo or tagline changes; the outputs in public/ are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

const svg = readFileSync('public/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox'] });
const page = await browser.newPage();

async function icon(size, file, padding = 0, background = 'transparent') {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      svg.replace('<svg ', `<svg width="${size - 2 * padding}" height="${size - 2 * padding}" `) +
      '</body>',
  );
  return page.screenshot({ path: file, omitBackground: background === 'transparent' });
}

await icon(192, 'public/icon-192.png', 16, '#ffffff');
await icon(512, 'public/icon-512.png', 40, '#ffffff');
await icon(180, 'public/apple-touch-icon.png', 16, '#ffffff');
const png32 = await icon(32, '/tmp/icon-32.png');

// favicon.ico holding one 32×32 PNG (the ICO format allows PNG payloads).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]));

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;
  background:linear-gradient(135deg,#e8f0fc,#ffffff 60%);font-family:'Noto Sans CJK SC','PingFang SC',sans-serif;color:#1c1e21">
  <div style="display:flex;align-items:center;gap:24px">${svg.replace('<svg ', '<svg width="112" height="112" ')}
  <div style="font-size:88px;font-weight:700;letter-spacing:4px">易联文档中心</div></div>
  <div style="margin-top:36px;font-size:36px;color:#525860;line-height:1.5">使用教程 · 开发文档<br>多渠道在线客服，一个工作台接待所有顾客</div></body>`);
await page.screenshot({ path: 'public/og.png' });
await browser.close();
console.log('public/ images written');
