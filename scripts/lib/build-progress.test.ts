import { applyAction, progressLine, startProgress, type GatsbyAction } from './build-progress';

const start = (id: string, text: string, type = 'spinner', total = 0): GatsbyAction => ({
  type: 'ACTIVITY_START',
  payload: { id, text, type, current: 0, total },
});
const update = (id: string, current: number, total?: number): GatsbyAction => ({
  type: 'ACTIVITY_UPDATE',
  payload: { id, current, total },
});
const end = (id: string): GatsbyAction => ({ type: 'ACTIVITY_END', payload: { id } });
const run = (...actions: GatsbyAction[]) => progressLine(actions.reduce(applyAction, startProgress()));

describe('build progress line', () => {
  const jobs = 'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs';

  test('before any activity', () => {
    expect(run()).toBe('Building the shop: Starting');
  });

  test('the latest stage still running', () => {
    expect(run(start('a', 'source and transform nodes'), end('a'), start('b', 'building schema'))).toBe(
      'Building the shop: building schema',
    );
    expect(run(start('a', 'Building HTML renderer'), start('b', 'run queries'), end('b'))).toBe(
      'Building the shop: Building HTML renderer',
    );
  });

  test('between two stages, the last one started', () => {
    expect(run(start('a', 'load plugins'), end('a'))).toBe('Building the shop: load plugins');
  });

  test('images done of the total so far, beside the stage', () => {
    expect(
      run(
        start('j', jobs, 'progress', 1),
        update('j', 0, 348),
        start('w', 'Building production JavaScript and CSS bundles'),
        update('j', 120),
      ),
    ).toBe('Building the shop: Building production JavaScript and CSS bundles, images 120 of 348');
    expect(run(start('j', jobs, 'progress', 5), update('j', 2))).toBe('Building the shop: Processing images, images 2 of 5');
  });

  test('hidden activities, unknown ids and other actions change nothing', () => {
    expect(
      run(
        start('h', 'internal', 'hidden'),
        update('nope', 3),
        { type: 'LOG', payload: { text: 'info x' } },
        { type: 'SET_STATUS', payload: 'IN_PROGRESS' },
      ),
    ).toBe('Building the shop: Starting');
  });
});
