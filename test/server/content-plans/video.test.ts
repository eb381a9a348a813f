// SPEC §5: video-sharing links in watch, short-link, shorts or embed form become embed URLs.
import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from '../../../src/shared/video.ts';

describe('toEmbedUrl', () => {
  const embed = 'https://www.youtube.com/embed/ultWZbUMPL8';
  it.each([
    'https://www.youtube.com/watch?v=ultWZbUMPL8',
    'https://youtube.com/watch?v=ultWZbUMPL8&t=30s',
    'https://m.youtube.com/watch?feature=share&v=ultWZbUMPL8',
    'https://youtu.be/ultWZbUMPL8',
    'https://youtu.be/ultWZbUMPL8?si=abc',
    'https://www.youtube.com/shorts/ultWZbUMPL8',
    'https://www.youtube.com/embed/ultWZbUMPL8',
    '  https://www.youtube.com/embed/ultWZbUMPL8?rel=0 ',
  ])('converts %s', (url) => {
    expect(toEmbedUrl(url)).toBe(embed);
  });

  it.each(['https://vimeo.com/123456', 'https://example.com/watch?v=ultWZbUMPL8', 'https://www.youtube.com/channel/abc', 'not a url', ''])(
    'passes %s unchanged',
    (url) => {
      expect(toEmbedUrl(url)).toBe(url);
    },
  );
});
