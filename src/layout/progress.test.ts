import { PROGRESS_THROTTLE_MS, startProgress, useProgress } from './progress';

describe('progress bar timing', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useProgress.setState({ pending: 0, visible: false });
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
    expect(useProgress.getState()).toEqual({ pending: 0, visible: false });
  });
});
