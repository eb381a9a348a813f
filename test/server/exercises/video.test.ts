// docs/product.md §5: video-sharing links in watch, short-link, shorts or embed form become embed URLs.
import { describe, expect, it } from 'vitest';
import { isEmbeddable, toEmbedUrl } from '#shared/video';

describe('toEmbedUrl', () => {
  const embed = 'https://www.youtube.com/embed/ultWZbUMPL8';
  it.each([
    'https://www.youtube.com/watch?v=ultWZbUMPL8',
    'https://m.youtube.com/watch?feature=share&v=ultWZbUMPL8',
    'https://youtu.be/ultWZbUMPL8',
    'https://youtu.be/ultWZbUMPL8?si=abc',
    'https://www.youtube.com/shorts/ultWZbUMPL8',
    'https://www.youtube.com/embed/ultWZbUMPL8',
    '  https://www.youtube.com/embed/ultWZbUMPL8?rel=0 ',
  ])('converts %s', (url) => {
    expect(toEmbedUrl(url)).toBe(embed);
  });

  it.each([
    ['https://youtube.com/watch?v=ultWZbUMPL8&t=30s', `${embed}?start=30`],
    ['https://youtu.be/ultWZbUMPL8?t=90', `${embed}?start=90`],
    ['https://www.youtube.com/watch?v=ultWZbUMPL8&t=1m30s', `${embed}?start=90`],
    ['https://www.youtube.com/embed/ultWZbUMPL8?start=45', `${embed}?start=45`],
    ['https://www.youtube.com/watch?v=ultWZbUMPL8&t=soon', embed],
  ])('keeps the start time of %s (issue 12)', (url, expected) => {
    expect(toEmbedUrl(url)).toBe(expected);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8d2ab3c1f0', 'https://player.vimeo.com/video/76979871?h=8d2ab3c1f0'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871#t=42s', 'https://player.vimeo.com/video/76979871#t=42s'],
  ])('turns the Vimeo link %s into its player URL (issue 12)', (url, expected) => {
    expect(toEmbedUrl(url)).toBe(expected);
    expect(isEmbeddable(toEmbedUrl(url))).toBe(true);
  });

  it.each(['https://vimeo.com/about', 'https://example.com/watch?v=ultWZbUMPL8', 'https://www.youtube.com/channel/abc', 'not a url', ''])('passes %s unchanged', (url) => {
    expect(toEmbedUrl(url)).toBe(url);
  });
});
