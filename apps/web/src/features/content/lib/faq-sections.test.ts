import { describe, expect, it } from 'vitest';
import { faqSections } from './faq-sections';

describe('FAQ sections', () => {
  it('turns each h2 into a question when the page has no h3', () => {
    const { introHtml, groups } = faqSections(
      '<p>Common questions.</p><h2>How do I watch?</h2><p>Press <strong>play</strong>.</p><ul><li>a</li></ul>' +
        '<h2>Is it free?</h2><p>Most games are.</p>',
    );
    expect(introHtml).toBe('<p>Common questions.</p>');
    expect(groups).toEqual([
      {
        title: null,
        items: [
          {
            question: 'How do I watch?',
            answerHtml: '<p>Press <strong>play</strong>.</p><ul><li>a</li></ul>',
          },
          { question: 'Is it free?', answerHtml: '<p>Most games are.</p>' },
        ],
      },
    ]);
  });

  it('groups h3 questions under their h2 sections', () => {
    const { groups } = faqSections(
      '<h2>Watching</h2><h3>Which games?</h3><p>All of them.</p><h3>An account?</h3><p>No.</p>' +
        '<h2>Devices</h2><h3>How many?</h3><p>Five.</p><h2>Empty</h2>',
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.question)])).toEqual([
      ['Watching', ['Which games?', 'An account?']],
      ['Devices', ['How many?']],
    ]);
    expect(groups[1]?.items[0]?.answerHtml).toBe('<p>Five.</p>');
  });

  it('keeps loose text as text, so escaped markup never becomes markup', () => {
    const { groups } = faqSections('<h2>Q</h2>&lt;img src=x onerror=alert(1)&gt;');
    expect(groups[0]?.items[0]?.answerHtml).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('has no questions when the page has no headings', () => {
    expect(faqSections('<p>Only text.</p>')).toEqual({
      introHtml: '<p>Only text.</p>',
      groups: [],
    });
  });
});

describe('FAQ sections without a DOM (the server render)', () => {
  it('reads nested markup, void elements and entities as the browser would', () => {
    const { introHtml, groups } = faqSections(
      '<p>Intro<br>line</p>\n<h2>Q &amp; A <em>now</em>?</h2>\n<ul><li><ul><li>deep</li></ul></li></ul>' +
        '<hr><h2>Caf&#233; &#x2713;</h2><p>Yes.</p>',
    );
    expect(introHtml).toBe('<p>Intro<br>line</p>');
    expect(groups[0]?.items.map((item) => [item.question, item.answerHtml])).toEqual([
      ['Q & A now?', '<ul><li><ul><li>deep</li></ul></li></ul><hr>'],
      ['Café ✓', '<p>Yes.</p>'],
    ]);
  });

  it('does not need DOMParser', () => {
    const original = globalThis.DOMParser;
    // @ts-expect-error: removed as on the server
    delete globalThis.DOMParser;
    try {
      expect(faqSections('<h2>Q</h2><p>A</p>').groups).toHaveLength(1);
    } finally {
      globalThis.DOMParser = original;
    }
  });
});
