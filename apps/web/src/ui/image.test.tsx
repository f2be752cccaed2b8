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

  it('offers a media-library image as AVIF and WebP copies at a few widths, sized as told', () => {
    const { container } = render(
      <Image src="/media/posters/poster-1.jpg" alt="" sizes="100vw" fetchPriority="high" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/variants/320/posters/poster-1.jpg.avif 320w, ' +
        '/media/variants/640/posters/poster-1.jpg.avif 640w, ' +
        '/media/variants/1280/posters/poster-1.jpg.avif 1280w',
    );
    expect(sources[1]!.getAttribute('sizes')).toBe('100vw');
    // The plain image stays the <img>'s own source, for browsers that read neither type.
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/posters/poster-1.jpg');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('sizes a copy by its width unless told, and has none for SVGs or other hosts', () => {
    const { container, rerender } = render(
      <Image src="/media/posters/poster-1.jpg" alt="" width={160} height={90} />,
    );
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('160px');
    rerender(<Image src="/media/images/teams/a.svg" alt="" />);
    expect(container.querySelector('source')).toBeNull();
    rerender(<Image src="https://cdn.example.com/media/posters/p.jpg" alt="" />);
    expect(container.querySelector('source')).toBeNull();
  });

  it('drops the copies with the source when it fails: the fallback is shown alone', () => {
    const { container } = render(
      <Image src="/media/posters/missing.jpg" fallbackSrc="/fallback.svg" alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(stage(container)).toBe('fallback');
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/fallback.svg');
  });
});
