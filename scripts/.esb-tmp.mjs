import * as esbuild from 'esbuild';
const entry = process.argv[2];
const r = await esbuild.build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, format: 'esm', splitting: true, outdir: '/tmp/esb-out',
  external: ['react', 'react-dom', 'react-dom/*', 'gatsby', 'styled-components', '@reach/router', 'react/jsx-runtime'],
  define: { 'process.env.NODE_ENV': '"production"', __LOCALE_TABLE_URLS__: '{}', __SHOP_API_STANDINS__: 'false', 'process.env.GATSBY_SERVICE_WORKER': '""' },
  loader: { '.json': 'json', '.svg': 'file', '.png': 'file', '.woff2': 'file', '.jpg': 'file', '.webp': 'file' }, logLevel: 'error', jsx: 'automatic' });
for (const [out, o] of Object.entries(r.metafile.outputs)) {
  if (!out.endsWith('.js')) continue;
  const ins = Object.entries(o.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  console.log(out, o.bytes, o.entryPoint ?? '');
  const groups = {};
  for (const [f, i] of ins) { const g = f.replace(/^node_modules\/((@[^/]+\/)?[^/]+).*/, 'nm:$1').replace(/^src\/(features\/[^/]+|[^/]+)\/.*/, 'src/$1'); groups[g] = (groups[g] ?? 0) + i.bytesInOutput; }
  for (const [g, b] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('   ', b, g);
}
const want = process.argv[3];
if (want) for (const [out, o] of Object.entries(r.metafile.outputs)) if (out.includes(want)) for (const [f, i] of Object.entries(o.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 40)) console.log('  ', i.bytesInOutput, f);
