// Content-Security-Policy for the export: inline scripts are allowed by their SHA-256 hashes
// (computed from each exported page), never by 'unsafe-inline'.
import { createHash } from 'node:crypto';

/** The bodies of inline <script> elements (those without src) in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/.test(attrs)) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Shiki colours and React style attributes are inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};

/** `_headers` file (Netlify / Cloudflare Pages format): common headers for all, a CSP per page. */
export function headersFile(pages: { paths: string[]; html: string }[]): string {
  const lines = ['/*', ...Object.entries(COMMON_HEADERS).map(([k, v]) => `  ${k}: ${v}`), ''];
  for (const page of pages) {
    const csp = contentSecurityPolicy(page.html);
    for (const path of page.paths) lines.push(path, `  Content-Security-Policy: ${csp}`, '');
  }
  return lines.join('\n');
}
