// What the SDK reference defines and what code samples use: `Yilian.<method>` calls and
// `Yilian.on/off('<event>')` names, read from the syntax tree of each sample.
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { parseScript } from './code-blocks';

export interface SdkApi {
  methods: Set<string>;
  events: Set<string>;
}

/** From the API reference page: h3 `Yilian.name()` under `## 方法`, h3 event names under `## 事件`. */
export function sdkApiOf(tree: Root): SdkApi {
  const api: SdkApi = { methods: new Set(), events: new Set() };
  let section = '';
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const text = toString(node).trim();
    if (node.depth === 2) section = text;
    if (node.depth !== 3) continue;
    const method = /^Yilian\.(\w+)\(\)$/.exec(text);
    if (section === '方法' && method) api.methods.add(method[1]!);
    if (section === '事件' && /^[a-z]+$/.test(text)) api.events.add(text);
  }
  return api;
}

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** Methods called on `Yilian` and event names passed to `Yilian.on` / `Yilian.off`. */
export function sdkUsage(code: string, plugins: Parameters<typeof parseScript>[1] = []): { methods: string[]; events: string[] } {
  const methods: string[] = [];
  const events: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as AstNode;
    if (n.type === 'CallExpression') {
      const callee = n.callee as AstNode;
      const object = callee?.object as AstNode | undefined;
      const property = callee?.property as AstNode | undefined;
      if (callee?.type === 'MemberExpression' && object?.type === 'Identifier' && object.name === 'Yilian' && property?.type === 'Identifier') {
        const name = property.name as string;
        methods.push(name);
        const first = (n.arguments as AstNode[])[0];
        if ((name === 'on' || name === 'off') && first?.type === 'StringLiteral') events.push(first.value as string);
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'start' && key !== 'end') walk(value);
  };
  walk(parseScript(code, plugins).program);
  return { methods, events };
}
