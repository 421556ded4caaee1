// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CrashView } from '@/components/chrome/CrashView';
import { errorChain, isChunkLoadError } from '@/lib/errors';

afterEach(cleanup);

describe('crash boundary view', () => {
  it('shows the title, a retry button, and the error with each cause after "Cause:"', () => {
    const root = new Error('渲染失败', { cause: new Error('数据无效', { cause: new TypeError('x is undefined') }) });
    const onRetry = vi.fn();
    render(<CrashView error={root} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面已崩溃。');
    const text = screen.getByText(/渲染失败/).closest('pre')!.textContent!;
    expect(text.indexOf('渲染失败')).toBeLessThan(text.indexOf('Cause: Error: 数据无效'));
    expect(text.indexOf('Cause: Error: 数据无效')).toBeLessThan(text.indexOf('Cause: TypeError: x is undefined'));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('stops at cycles and prints non-Error values', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(b)).toHaveLength(2);
    expect(errorChain('字符串错误')).toEqual(['字符串错误']);
  });

  it('recognises chunk load failures', () => {
    const e = new Error('Loading chunk 123 failed.');
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('普通错误'))).toBe(false);
  });
});
