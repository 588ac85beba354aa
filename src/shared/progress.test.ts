import { PROGRESS_SLOW_MS, PROGRESS_THROTTLE_MS, startProgress, useProgress } from './progress';

describe('progress bar timing', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useProgress.setState({ pending: 0, visible: false, slow: false });
  });
  afterEach(() => jest.useRealTimers());

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const done = startProgress();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    done();
    jest.advanceTimersByTime(1000);
    expect(useProgress.getState().visible).toBe(false);
  });

  it('shows after 200 ms and hides when the last piece of work ends', () => {
    const a = startProgress();
    const b = startProgress();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(useProgress.getState().visible).toBe(true);
    a();
    expect(useProgress.getState().visible).toBe(true);
    b();
    b(); // ending twice does not go below zero
    expect(useProgress.getState()).toEqual({ pending: 0, visible: false, slow: false });
  });

  it('says "slow" only while a piece of work has run 3 s or more, until all work ends', () => {
    const quick = startProgress();
    jest.advanceTimersByTime(PROGRESS_SLOW_MS - 1);
    quick();
    jest.advanceTimersByTime(10_000);
    expect(useProgress.getState().slow).toBe(false);
    const long = startProgress();
    const other = startProgress();
    jest.advanceTimersByTime(PROGRESS_SLOW_MS);
    expect(useProgress.getState()).toEqual({ pending: 2, visible: true, slow: true });
    long();
    expect(useProgress.getState().slow).toBe(true);
    other();
    expect(useProgress.getState()).toEqual({ pending: 0, visible: false, slow: false });
  });
});
