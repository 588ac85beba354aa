/** @jest-environment node */
import { isNoteworthy, isVerbose, stripAnsi } from './log-filter';
import { DEFAULT_LOG_LEVEL, logLevelFrom } from '../../shop-api/src/log-level';

/** Lines a quiet `npm start` sees for 10 page and API requests when LOG_LEVEL=info is set anyway. */
const TEN_REQUEST_LINES = [
  '{"level":30,"time":1795579807614,"pid":19380,"hostname":"vm","reqId":"req-1","msg":"GET /api/categories?lang=ukrainian 200 0.4ms"}',
  '{"level":30,"time":1795579807615,"pid":19380,"hostname":"vm","reqId":"req-2","msg":"GET /api/products?lang=ukrainian 200 3.1ms"}',
  '{"level":30,"time":1795579807616,"pid":19380,"hostname":"vm","reqId":"req-3","msg":"POST /api/orders/check-discount 200 1.0ms"}',
  '{"level":30,"time":1795579807617,"pid":19380,"hostname":"vm","reqId":"req-4","msg":"GET /api/settings 200 0.3ms"}',
  '{"level":30,"time":1795579807618,"pid":19380,"hostname":"vm","reqId":"req-5","msg":"GET /api/products/99 404 0.3ms"}',
  'Request from ::1: GET /',
  'Request from ::1: GET /ua/category/pizza/',
  'Request from ::1: GET /page-data/ua/product/margarita/page-data.json',
  '\u001b[2K\u001b[1A\u001b[2K\u001b[GRequest from ::1: GET /static/locale-ua-0a1b.json',
  'Request from ::1: GET /ru/',
];

describe('quiet terminal (log-filter)', () => {
  it('10 page and API request lines print nothing', () => {
    expect(TEN_REQUEST_LINES.filter(isNoteworthy)).toEqual([]);
  });

  it('warnings and errors print: pino warn/error/fatal, and text warnings or errors', () => {
    expect(isNoteworthy('{"level":40,"msg":"build hook failed"}')).toBe(true);
    expect(isNoteworthy('{"level":50,"msg":"response violates the contract"}')).toBe(true);
    expect(isNoteworthy('{"level":60,"msg":"cannot open database"}')).toBe(true);
    expect(isNoteworthy('warn Browserslist: caniuse-lite is outdated')).toBe(true);
    expect(isNoteworthy('\u001b[31mERROR #85923\u001b[39m GRAPHQL')).toBe(true);
    expect(isNoteworthy('Error: listen EADDRINUSE: address already in use :::8888')).toBe(true);
    expect(isNoteworthy('(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.')).toBe(true);
  });

  it('progress and blank lines do not print', () => {
    expect(isNoteworthy('success Building production JavaScript and CSS bundles - 69.436s')).toBe(false);
    expect(isNoteworthy('◈ Netlify Dev ◈')).toBe(false);
    expect(isNoteworthy('   ')).toBe(false);
    expect(isNoteworthy('{"level":30,"msg":"an info line whose text says error"}')).toBe(false);
  });

  it('strips colour and cursor sequences', () => {
    expect(stripAnsi('\u001b[2K\u001b[1A\u001b[Gsuccess done')).toBe('success done');
  });

  it('LOG_LEVEL=info or --verbose shows everything', () => {
    expect(isVerbose({}, [])).toBe(false);
    expect(isVerbose({ LOG_LEVEL: 'warn' }, [])).toBe(false);
    expect(isVerbose({ LOG_LEVEL: 'info' }, [])).toBe(true);
    expect(isVerbose({ LOG_LEVEL: 'DEBUG' }, [])).toBe(true);
    expect(isVerbose({}, ['--verbose'])).toBe(true);
  });
});

describe('shop API log level (shop-api/src/log-level.ts)', () => {
  it('is warn by default, so request lines (info) are not even written', () => {
    expect(DEFAULT_LOG_LEVEL).toBe('warn');
    expect(logLevelFrom({}, [])).toBe('warn');
  });

  it('LOG_LEVEL wins, --verbose means info, a wrong LOG_LEVEL is a clear error', () => {
    expect(logLevelFrom({ LOG_LEVEL: 'info' }, [])).toBe('info');
    expect(logLevelFrom({ LOG_LEVEL: 'error' }, ['--verbose'])).toBe('error');
    expect(logLevelFrom({}, ['--verbose'])).toBe('info');
    expect(() => logLevelFrom({ LOG_LEVEL: 'loud' }, [])).toThrow(/LOG_LEVEL must be one of/);
  });
});
