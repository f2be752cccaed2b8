import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

describe('the FAQ list', () => {
  it('shows each answer only when its question is opened, by click or keyboard', () => {
    render(
      <FaqList
        groups={[
          {
            title: 'Watching',
            items: [
              { question: 'How do I watch?', answerHtml: '<p>Press play.</p>' },
              { question: 'Is it free?', answerHtml: '<p>Most games are.</p>' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Watching');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const first = screen.getByRole('button', { name: 'How do I watch?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How do I watch?' })).toBeNull();

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'How do I watch?' });
    expect(answer.textContent).toBe('Press play.');
    expect(first.getAttribute('aria-controls')).toBe(answer.id);
    expect(screen.getByRole('button', { name: 'Is it free?' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
