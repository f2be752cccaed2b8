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

// A loose text node is decoded text: escaped again, `&lt;b&gt;` stays text and never turns into markup.
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function faqSections(html: string): FaqSections {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const nested = body.querySelector(':scope > h3') !== null;
  const questionTag = nested ? 'H3' : 'H2';
  const groupTag = nested ? 'H2' : null;

  const intro: string[] = [];
  const groups: { title: string | null; items: { question: string; answer: string[] }[] }[] = [];
  const currentGroup = () => {
    const last = groups.at(-1);
    if (last) return last;
    const group = { title: null, items: [] };
    groups.push(group);
    return group;
  };

  for (const node of Array.from(body.childNodes)) {
    if (node instanceof Element && node.tagName === groupTag) {
      groups.push({ title: (node.textContent ?? '').trim(), items: [] });
      continue;
    }
    if (node instanceof Element && node.tagName === questionTag) {
      currentGroup().items.push({ question: (node.textContent ?? '').trim(), answer: [] });
      continue;
    }
    const text = node instanceof Element ? node.outerHTML : escapeText(node.textContent ?? '');
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
