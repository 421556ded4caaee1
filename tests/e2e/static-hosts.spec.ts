import { expect, test } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { allCategories, allDocs } from '@/lib/docs/tree';

// The export works on plain static hosts: `serve`, Python's http.server (no rewrites: one redirect
// to the trailing slash), and a Pages-style server (our test server: 404.html with status 404).
const routes = ['/', '/docs', ...allDocs.map((d) => d.route), ...allCategories.map((c) => c.route)];

async function startHost(command: string, args: string[], port: number): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: 'out', stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${command} did not start on ${port}`);
}

const hosts = [
  {
    name: 'npx serve',
    port: 4301,
    cmd: 'node',
    args: ['../node_modules/serve/build/main.js', '-l', 'tcp://127.0.0.1:4301', '--no-clipboard', '.'],
    notFound: 404,
    redirects: false,
  },
  {
    name: 'python3 -m http.server',
    port: 4302,
    cmd: 'python3',
    args: ['-m', 'http.server', '4302', '--bind', '127.0.0.1'],
    notFound: 404,
    redirects: true,
  },
];

for (const host of hosts) {
  test.describe(host.name, () => {
    test.describe.configure({ mode: 'serial' });
    let child: ChildProcess;
    test.beforeAll(async () => {
      child = await startHost(host.cmd, host.args, host.port);
    });
    test.afterAll(() => {
      child.kill();
    });

    test('every route loads with its content, without a trailing slash', async ({ page, request }) => {
      test.setTimeout(180_000);
      for (const route of routes) {
        const url = `http://127.0.0.1:${host.port}${encodeURI(route)}`;
        const response = await request.get(url, { maxRedirects: 0 });
        if (route !== '/' && host.redirects) {
          expect(response.status(), route).toBe(301);
          expect(decodeURI(response.headers()['location'] ?? ''), route).toMatch(
            new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/$`),
          );
        } else {
          expect(response.status(), route).toBe(200);
        }
      }
      for (const route of ['/docs/intro', '/docs/category/渠道接入', '/docs/api/jssdk/api-can-kao']) {
        const response = await page.goto(`http://127.0.0.1:${host.port}${encodeURI(route)}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      }
    });

    test('an unknown path answers 404', async ({ request }) => {
      const response = await request.get(`http://127.0.0.1:${host.port}/docs/nope`);
      expect(response.status()).toBe(host.notFound);
    });
  });
}

test.describe('Pages-style host', () => {
  test('unknown paths get 404.html with status 404, and every route 200', async ({ request }) => {
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('找不到页面');
    for (const route of routes) expect((await request.get(encodeURI(route))).status(), route).toBe(200);
  });
});
