// Splits a FAQ page's HTML into groups of questions and answers. When the page has h3 headings,
// each h3 is a question and each h2 starts a group ("Watching", "Devices"); otherwise each h2 is a
// question. Everything up to the next heading is the answer; text before any question is the
// intro. The HTML comes from the server already sanitised; this only regroups its elements.

export interface FaqItem {
  question: string;
  answerHtml: string;
}

export interface FaqGroup {
  title: string | null;
  items: FaqItem[];
}

export interface FaqSections {
  introHtml: string;
  groups: FaqGroup[];
}

/** A top-level node of the page's HTML: an element (its source, tag and inner HTML) or text. */
type TopNode = { tag: string; outer: string; inner: string } | { tag: null; outer: string };

// Elements without an end tag.
const voidTags = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The page's top-level nodes, read from the sanitised HTML the server renders from Markdown (well
 * formed, no comments or raw HTML). Without DOMParser, so the same code runs in the server's
 * render and in the browser.
 */
function topLevelNodes(html: string): TopNode[] {
  const nodes: TopNode[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
  let depth = 0;
  let nodeStart = 0;
  let innerStart = 0;
  let topTag = '';
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    const [source, closing, name = '', selfClosing] = match;
    const tag = name.toLowerCase();
    const isVoid = voidTags.has(tag) || selfClosing === '/';
    if (depth === 0) {
      if (closing) continue; // a stray end tag: nothing to close
      if (match.index > nodeStart)
        nodes.push({ tag: null, outer: html.slice(nodeStart, match.index) });
      if (isVoid) {
        nodes.push({ tag, outer: source, inner: '' });
        nodeStart = match.index + source.length;
        continue;
      }
      depth = 1;
      topTag = tag;
      nodeStart = match.index;
      innerStart = match.index + source.length;
      continue;
    }
    if (isVoid) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) {
      const end = match.index + source.length;
      nodes.push({
        tag: topTag,
        outer: html.slice(nodeStart, end),
        inner: html.slice(innerStart, match.index),
      });
      nodeStart = end;
    }
  }
  if (nodeStart < html.length) nodes.push({ tag: null, outer: html.slice(nodeStart) });
  return nodes;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text of an element's inner HTML, as `textContent` reads it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return entities[name.toLowerCase()] ?? entity;
    });
}

export function faqSections(html: string): FaqSections {
  const nodes = topLevelNodes(html);
  const nested = nodes.some((node) => node.tag === 'h3');
  const questionTag = nested ? 'h3' : 'h2';
  const groupTag = nested ? 'h2' : null;

  const intro: string[] = [];
  const groups: { title: string | null; items: { question: string; answer: string[] }[] }[] = [];
  const currentGroup = () => {
    const last = groups.at(-1);
    if (last) return last;
    const group = { title: null, items: [] };
    groups.push(group);
    return group;
  };

  for (const node of nodes) {
    if (node.tag !== null && node.tag === groupTag) {
      groups.push({ title: textOf(node.inner).trim(), items: [] });
      continue;
    }
    if (node.tag === questionTag) {
      currentGroup().items.push({ question: textOf(node.inner).trim(), answer: [] });
      continue;
    }
    // Loose text stays as the server escaped it: `&lt;b&gt;` remains text, never markup.
    const text = node.outer;
    if (text.trim() === '') continue;
    const item = groups.at(-1)?.items.at(-1);
    if (item) item.answer.push(text);
    else intro.push(text);
  }

  return {
    introHtml: intro.join(''),
    groups: groups
      .filter((group) => group.items.length > 0)
      .map((group) => ({
        title: group.title,
        items: group.items.map((item) => ({
          question: item.question,
          answerHtml: item.answer.join(''),
        })),
      })),
  };
}
