import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { isLoadFailure, retryLoad } from './retry-load';

function chunkLoadError(): Error {
  const error = new Error('Loading css chunk 757 failed.\n(error: http://localhost/mfe/issues/757.css)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('retryLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed load again, waiting longer each time, until it succeeds', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkLoadError()).mockRejectedValueOnce(chunkLoadError()).mockResolvedValue('module');
    const result = retryLoad(load, { attempts: 3, delayMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    const error = chunkLoadError();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(error);
    await expect(retryLoad(load, { attempts: 2, delayMs: 1 })).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not try again an error of the code itself', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('mfe_x provides no overlays parcel'));
    await expect(retryLoad(load, { attempts: 3, delayMs: 1 })).rejects.toThrow('provides no');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isLoadFailure', () => {
  it('knows chunk, Module Federation and network failures', () => {
    expect(isLoadFailure(chunkLoadError())).toBe(true);
    expect(isLoadFailure(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Failed to get manifest. #RUNTIME-003'))).toBe(true);
    expect(isLoadFailure(new Error('Failed to load script resources. #RUNTIME-008'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLoadFailure(new ApiError(0, 'The server could not be reached.', '/x'))).toBe(true);
  });

  it('leaves everything else alone', () => {
    expect(isLoadFailure(new ApiError(500, 'boom', '/x'))).toBe(false);
    expect(isLoadFailure(new TypeError('x is not a function'))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
    expect(isLoadFailure(undefined)).toBe(false);
  });

  it("does not take a remote entry that arrived but threw for a network failure (Module Federation's ScriptExecutionError)", () => {
    const thrown =
      'Failed to load script resources. #RUNTIME-008 ScriptExecutionError: Script "http://x/mfe/a/remoteEntry.js" loaded but threw a runtime error during execution: Uncaught Error: boom';
    expect(isLoadFailure(new Error(thrown))).toBe(false);
    expect(isLoadFailure(new Error('Failed to load script resources. #RUNTIME-008 ScriptNetworkError: Failed to load script'))).toBe(true);
  });
});
