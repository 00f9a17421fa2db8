/* eslint-disable @typescript-eslint/no-require-imports -- a --require hook on the CommonJS loader */
'use strict';
// Electronegativity fetches translations and Electron's release list with `got` at start; offline,
// got's retry timer throws after the promise has settled and kills the process. This hook makes
// every `got` call reject at once, so the scan runs on its bundled data.
const Module = require('node:module');
const load = Module._load;
const reject = () => Promise.reject(new Error('offline: electronegativity runs without network'));
Module._load = function loadWithoutGot(request, ...rest) {
  if (request === 'got') return Object.assign(reject, { get: reject, post: reject, extend: () => reject });
  return load.call(this, request, ...rest);
};
