import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { AppLink } from '@/components/AppLink';
import { Admonition } from '@/components/mdx/Admonition';
import { CodeBlock } from '@/components/mdx/CodeBlock';
import { Tabs } from '@/components/mdx/Tabs';
import { TabItem } from '@/components/mdx/TabItem';

function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return (
    <AppLink href={href} {...rest}>
      {children}
    </AppLink>
  );
}

function MdxTable(props: ComponentProps<'table'>) {
  // Wide tables scroll inside their own box instead of widening the page on phones.
  return (
    <div className="table-wrap" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

const components: MDXComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: MdxTable,
  Admonition,
  Tabs,
  TabItem,
};

export function useMDXComponents(inherited: MDXComponents = {}): MDXComponents {
  return { ...inherited, ...components };
}
