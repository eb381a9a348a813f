// SPEC §5: links of the video-sharing service in watch, short-link, shorts or embed form become
// its embed URL; any other URL passes unchanged. Shared by the server (stored on write, so
// workout snapshots carry a playable link) and the web (previews in the builder).

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The video id of a YouTube link in any of its common forms, else null. */
export function youTubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live' || parts[0] === 'v') id = parts[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The embed URL for a video-sharing link; other URLs (and blanks) pass unchanged. */
export function toEmbedUrl(raw: string): string {
  const id = youTubeVideoId(raw);
  return id ? `https://www.youtube.com/embed/${id}` : raw;
}

/** Whether a (converted) URL can be shown in an embedded player frame. */
export function isEmbeddable(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]+/.test(url);
}
