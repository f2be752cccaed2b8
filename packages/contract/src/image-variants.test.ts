import { describe, expect, it } from 'vitest';
import { imageVariantSource, imageVariantUrl, parseImageVariantPath } from './image-variants';

describe('image variants', () => {
  it('derives a copy’s address from a media-library image and reads it back', () => {
    const url = imageVariantUrl('/media/posters/poster-1.jpg', 640, 'avif');
    expect(url).toBe('/media/variants/640/posters/poster-1.jpg.avif');
    expect(parseImageVariantPath(url!.slice('/media/variants/'.length))).toEqual({
      width: 640,
      format: 'avif',
      source: 'posters/poster-1.jpg',
    });
    expect(imageVariantUrl('/media/uploads/tn-a/job-1/poster.jpg', 320, 'webp')).toBe(
      '/media/variants/320/uploads/tn-a/job-1/poster.jpg.webp',
    );
  });

  it('has no copies of vector images, other hosts’ images or paths that leave the library', () => {
    for (const url of [
      '/media/images/teams/ashford-athletic.svg',
      'https://cdn.example.com/media/posters/poster-1.jpg',
      '/media/posters/../secret.jpg',
      '/media/posters/.hidden.jpg',
      '/media/vast/preroll.jpg',
      '/posters/poster-1.jpg',
      null,
      undefined,
      '',
    ])
      expect(imageVariantSource(url), String(url)).toBeNull();
  });

  it('reads only the widths and formats offered, in one spelling', () => {
    for (const path of [
      '500/posters/poster-1.jpg.avif',
      '0640/posters/poster-1.jpg.avif',
      '640/posters/poster-1.jpg.gif',
      '640/posters/poster-1.avif',
      '640/posters/../x.jpg.avif',
      'posters/poster-1.jpg.avif',
    ])
      expect(parseImageVariantPath(path), path).toBeNull();
  });
});
