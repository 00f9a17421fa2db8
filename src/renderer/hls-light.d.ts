/** hls.js ships the light build (no subtitles, alternate audio or DRM) without its own types: they are the full build's. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
