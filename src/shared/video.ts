// docs/product.md §5: links of the video-sharing service in watch, short-link, shorts or embed form become
// its embed URL, keeping a start time (`t=1m30s`, `start=90`); Vimeo links become
// `player.vimeo.com/video/ID` (issue 12); any other URL passes unchanged. Shared by the server (stored on write, so
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

/** Seconds of a YouTube start time: `90`, `90s`, `1m30s`, `1h2m3s`; null when absent or bad. */
export function startSeconds(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const m = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(raw.trim());
  if (!m || raw.trim() === '') return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function parseUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The player URL of a Vimeo link (`vimeo.com/ID`, `/ID/HASH`, `/channels/x/ID`, `/video/ID`), else null. */
export function vimeoEmbedUrl(raw: string): string | null {
  const url = parseUrl(raw);
  if (!url || !VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((p) => /^\d{3,12}$/.test(p));
  if (at < 0) return null;
  const id = parts[at]!;
  // An unlisted video's link carries its privacy hash after the id (or as ?h=).
  const next = parts[at + 1];
  const hash = next && /^[0-9a-f]{6,20}$/i.test(next) ? next : url.searchParams.get('h');
  const query = hash && /^[0-9a-f]{6,20}$/i.test(hash) ? `?h=${hash}` : '';
  const time = /^#t=\d{1,6}s?$/.test(url.hash) ? url.hash : '';
  return `https://player.vimeo.com/video/${id}${query}${time}`;
}

/** The embed URL for a video-sharing link; other URLs (and blanks) pass unchanged. */
export function toEmbedUrl(raw: string): string {
  const id = youTubeVideoId(raw);
  if (id) {
    const url = parseUrl(raw);
    const start = startSeconds(url?.searchParams.get('t') ?? url?.searchParams.get('start'));
    return `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`;
  }
  return vimeoEmbedUrl(raw) ?? raw;
}

/** Whether a (converted) URL can be shown in an embedded player frame (the CSP's frame-src). */
export function isEmbeddable(url: string): boolean {
  return /^https:\/\/((www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)/.test(url);
}
