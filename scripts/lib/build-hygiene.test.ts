import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mapHasSources, scanBuild } from './build-hygiene';

describe('mapHasSources', () => {
  test.each([
    ['{"version":3,"sources":["a.ts"],"sourcesContent":["const a = 1"]}', true],
    ['{"version":3,"sources":["a.ts"],"sourcesContent":[null]}', false],
    ['{"version":3,"sources":["a.ts"],"sourcesContent":[""]}', false],
    ['{"version":3,"sources":["a.ts"],"mappings":"AAAA"}', false],
    ['{"version":3,"sections":[{"map":{"sourcesContent":["x"]}}]}', true],
    ['not json', false],
  ])('%s -> %p', (json, expected) => {
    expect(mapHasSources(json)).toBe(expected);
  });
});

describe('scanBuild', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-hygiene-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a clean build has no problems', () => {
    write('app-1.js', 'fetch("/api/products")');
    write('index.html', '<a href="/api/images/x.jpg">');
    write('app-1.js.map', '{"version":3,"sources":["a.ts"],"mappings":"AAAA"}');
    write('static/photo.jpg', '/api/dev/ inside a binary does not count');
    expect(scanBuild(dir)).toEqual([]);
  });

  test('dev paths in scripts, pages and page data, and maps with sources, are found', () => {
    write('component---auth-1.js', 'return `/api/dev/social/${p}`');
    write('ua/index.html', '<script>location="/api/dev/tg-bot/x"</script>');
    write('page-data/ua/page-data.json', '{"link":"/api/dev/pay/1"}');
    write('app-2.js.map', '{"version":3,"sources":["src/a.ts"],"sourcesContent":["secret source"]}');
    expect(scanBuild(dir)).toEqual([
      { file: 'app-2.js.map', problem: 'source-map-with-sources' },
      { file: 'component---auth-1.js', problem: 'dev-path' },
      { file: path.join('page-data', 'ua', 'page-data.json'), problem: 'dev-path' },
      { file: path.join('ua', 'index.html'), problem: 'dev-path' },
    ]);
  });
});
