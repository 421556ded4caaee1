// When a page last changed, from git history at build time; null when git or history is missing.
import { execFileSync } from 'node:child_process';

export function lastUpdated(file: string): Date | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const date = out ? new Date(out) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}

/** `2024年5月6日`, in China time: the readers' calendar day. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' }).format(
    date,
  );
}
