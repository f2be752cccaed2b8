// The FAQ as a disclosure list: each question a button that shows or hides its answer
// (aria-expanded, aria-controls), all reachable and operable by keyboard.
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../ui/icons';
import type { FaqGroup, FaqItem } from '../lib/faq-sections';
import { Prose } from './prose';

function FaqEntry({ item, nested }: { item: FaqItem; nested: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = nested ? 'h3' : 'h2';
  return (
    <li className="border-b border-line last:border-b-0" data-testid="faq-item">
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-fg hover:bg-surface-2/60 sm:px-6"
          data-testid="faq-question"
        >
          <span>{item.question}</span>
          <ChevronDownIcon
            className={
              open
                ? 'shrink-0 rotate-180 text-brand transition-transform'
                : 'shrink-0 text-fg-subtle transition-transform'
            }
          />
        </button>
      </Heading>
      <div
        id={`${id}-a`}
        role="region"
        aria-labelledby={`${id}-q`}
        hidden={!open}
        className="px-5 pb-5 sm:px-6"
        data-testid="faq-answer"
      >
        <Prose html={item.answerHtml} className="[&>*:first-child]:mt-0" />
      </div>
    </li>
  );
}

function FaqItems({ items, nested }: { items: FaqItem[]; nested: boolean }) {
  return (
    <ul
      role="list"
      className="overflow-hidden rounded-2xl border border-line bg-surface"
      data-testid="faq-list"
    >
      {items.map((item, index) => (
        <FaqEntry key={`${index}-${item.question}`} item={item} nested={nested} />
      ))}
    </ul>
  );
}

export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group, index) =>
        group.title === null ? (
          <FaqItems key={index} items={group.items} nested={false} />
        ) : (
          <section key={index} aria-label={group.title}>
            <h2 className="mb-4 font-display text-xl font-bold tracking-tight text-fg">
              {group.title}
            </h2>
            <FaqItems items={group.items} nested />
          </section>
        ),
      )}
    </div>
  );
}
