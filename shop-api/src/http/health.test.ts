import { createTestApi, type TestApi } from '../test-utils';
import { loadMigrations } from '../db/migrate';

describe('health and readiness', () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    api = await createTestApi({}, { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => api.close());

  it('health: the process answers', async () => {
    expect(await api.call('GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('ready: database writable, this release’s schema, providers configured (stand-ins outside production)', async () => {
    expect(await api.call('GET', '/api/ready')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', providers: 'stand-ins' } },
    });
  });

  it('not ready when the database refuses writes', async () => {
    api.ctx.db.pragma('query_only = ON');
    try {
      const res = await api.call('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('not_ready');
      expect(res.body.checks.database).toMatch(/^not writable: /);
    } finally {
      api.ctx.db.pragma('query_only = OFF');
    }
    expect((await api.call('GET', '/api/ready')).status).toBe(200);
  });

  it('not ready when the schema is not this release’s', async () => {
    const latest = loadMigrations().length;
    api.ctx.db.pragma(`user_version = ${latest - 1}`);
    try {
      const res = await api.call('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.checks.migrations).toBe(`schema version ${latest - 1}, expected ${latest}`);
    } finally {
      api.ctx.db.pragma(`user_version = ${latest}`);
    }
  });

  it('writes no log line per health check, as it does for other requests', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i++) {
      await api.call('GET', '/api/health');
      await api.call('GET', '/api/ready');
    }
    expect(lines).toEqual([]);
    await api.call('GET', '/api/categories');
    expect(lines.filter((l) => l.includes('GET /api/categories 200'))).toHaveLength(1);
  });
});
