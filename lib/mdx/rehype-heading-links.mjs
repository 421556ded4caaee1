// Appends a "#" link to every h2–h4 that rehype-slug gave an id, labelled "{heading}的直接链接".
import rehypeAutolinkHeadings from 'rehype-autolink-headings';

function textOf(node) {
  if (node.type === 'text') return node.value;
  return (node.children || []).map(textOf).join('');
}

export default function rehypeHeadingLinks() {
  return rehypeAutolinkHeadings.call(this, {
    behavior: 'append',
    test: ['h2', 'h3', 'h4'],
    properties: (heading) => ({
      className: ['hash-link'],
      ariaLabel: `${textOf(heading).trim()}的直接链接`,
    }),
    content: { type: 'text', value: '#' },
  });
}
