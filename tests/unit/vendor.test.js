// Code of other projects that the page serves (web/js/vendor/) is each package's file as
// published, byte for byte, at the version tests/package.json pins: updating one is
// `npm install` there and a copy, and nothing is edited by hand on the way.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './web-sources.js';

/** Each vendored file, and the published package file it is a copy of. */
const VENDORED = [['web/js/vendor/qr.js', 'tests/node_modules/qr/index.js']];

test('every vendored file is its package\'s file as published, and every file there is listed', () => {
  const listed = new Set(VENDORED.map(([file]) => file));
  for (const name of fs.readdirSync(path.join(ROOT, 'web', 'js', 'vendor'))) {
    assert.ok(listed.has(`web/js/vendor/${name}`), `web/js/vendor/${name} is not listed here`);
  }
  for (const [file, published] of VENDORED) {
    assert.ok(fs.readFileSync(path.join(ROOT, file)).equals(fs.readFileSync(path.join(ROOT, published))), `${file} differs from ${published}`);
  }
});
