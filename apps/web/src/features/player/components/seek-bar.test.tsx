import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { initialPlayerState } from '../lib/player-state';
import { SeekBar } from './seek-bar';

let services: TestServices;
beforeAll(async () => {
  services = await testServices({});
});

const state = { ...initialPlayerState, phase: 'playing' as const, duration: 120, currentTime: 5 };

describe('seek bar markers', () => {
  it("show a tag's player number in its team colour and seek to the marker", () => {
    const onSeek = vi.fn();
    render(
      <TestProviders services={services}>
        <SeekBar
          state={state}
          onSeek={onSeek}
          markers={[
            { id: 'tag-1', time: 30, label: 'Goal', kind: 'tag', colour: '#ff0000', number: '9' },
            { id: 'tag-2', time: 60, label: 'Corner', kind: 'tag', colour: null },
          ]}
        />
      </TestProviders>,
    );
    const [numbered, plain] = screen.getAllByTestId('timeline-marker');
    expect(numbered!.getAttribute('aria-label')).toContain('9 · Goal');
    const number = screen.getByTestId('timeline-marker-number');
    expect(number.textContent).toBe('9');
    expect(number.getAttribute('aria-hidden')).toBe('true');
    expect(number.style.borderBottom).toBe('2px solid rgb(255, 0, 0)');
    expect(plain!.getAttribute('aria-label')).toContain('Corner');
    expect(plain!.getAttribute('aria-label')).not.toContain('·');
    expect(plain!.childElementCount).toBe(0);
    fireEvent.click(numbered!);
    expect(onSeek).toHaveBeenCalledWith(30);
  });
});
