import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

const stage = (container: HTMLElement) =>
  container.querySelector('[data-image-stage]')?.getAttribute('data-image-stage');

describe('Image', () => {
  it('loads lazily at 320x180 by default and reserves its box', () => {
    const { container } = render(<Image src="/a.jpg" alt="Poster" />);
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('320');
    expect(img.getAttribute('height')).toBe('180');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('320 / 180');
  });

  it('falls back to the fallback image, then to the placeholder illustration', () => {
    const { container } = render(
      <Image src="/broken.jpg" fallbackSrc="/fallback.svg" alt="Poster" />,
    );
    expect(screen.getByRole('img', { name: 'Poster' }).getAttribute('src')).toBe('/broken.jpg');

    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    expect(stage(container)).toBe('fallback');
    expect(screen.getByRole('img', { name: 'Poster' }).getAttribute('src')).toBe('/fallback.svg');

    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    expect(stage(container)).toBe('placeholder');
    expect(container.querySelector('img')).toBeNull();
    // The illustration keeps the image's name for assistive tech.
    expect(screen.getByTestId('image-placeholder').getAttribute('aria-label')).toBe('Poster');
  });

  it('starts at the fallback image when there is no image at all', () => {
    const { container } = render(<Image src={null} fallbackSrc="/fallback.svg" alt="" />);
    expect(stage(container)).toBe('fallback');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/fallback.svg');
  });

  it('starts the chain over when the image changes', () => {
    const { container, rerender } = render(
      <Image src="/one.jpg" fallbackSrc="/fallback.svg" alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    expect(stage(container)).toBe('placeholder');
    rerender(<Image src="/two.jpg" fallbackSrc="/fallback.svg" alt="" />);
    expect(stage(container)).toBe('source');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/two.jpg');
  });

  it('keeps a decorative image out of the accessibility tree', () => {
    const { container } = render(<Image src="/x.jpg" fallbackSrc="/f.svg" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('image-placeholder').getAttribute('aria-hidden')).toBe('true');
  });
});
