import React from 'react';
import { afterFirstPaintLoader, asyncScriptSources, isAsyncExternalScript } from './after-first-paint';

describe('after-first-paint loader', () => {
  const gatsbyPostBody = [
    React.createElement('script', { key: 'loader', id: 'gatsby-script-loader', dangerouslySetInnerHTML: { __html: 'x' } }),
    React.createElement('script', { key: 'rt', src: '/webpack-runtime-1.js', async: true }),
    React.createElement('script', { key: 'fw', src: '/framework-2.js', async: true }),
    React.createElement('script', { key: 'app', src: '/app-3.js', async: true }),
    React.createElement('script', { key: 'json', type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{}' } }),
  ];

  test("picks Gatsby's async external scripts, in order, and nothing inline", () => {
    expect(asyncScriptSources(gatsbyPostBody)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(gatsbyPostBody.filter((el) => !isAsyncExternalScript(el)).map((el) => el.key)).toEqual(['loader', 'json']);
    expect(isAsyncExternalScript(null)).toBe(false);
  });

  function runLoader(sources: string[]) {
    document.body.innerHTML = '';
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    // The loader is plain inline JS; evaluate it the way the browser would.
    new Function(afterFirstPaintLoader(sources))();
    const added = () => Array.from(document.querySelectorAll('script')).map((s) => [s.getAttribute('src'), s.async]);
    return { frames, added };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('adds the scripts only after the first frame, once, each async', () => {
    const { frames, added } = runLoader(['/webpack-runtime-1.js', '/app-3.js']);
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]); // painted first: the scripts come in the next task
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      ['/webpack-runtime-1.js', true],
      ['/app-3.js', true],
    ]);
    jest.advanceTimersByTime(2000);
    expect(added()).toHaveLength(2);
  });

  test('a background tab without frames still loads them after 1000 ms', () => {
    const { added } = runLoader(['/app-3.js']);
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([['/app-3.js', true]]);
  });

  test('a path cannot close the inline script', () => {
    expect(afterFirstPaintLoader(['/a</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});
