import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { setRuntimeConfig } from '../api/runtime-config';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest: the test decides when progress and the answer come. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  body: unknown;
  private listeners: Record<string, (() => void)[]> = {};
  readonly upload = {
    listeners: [] as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[],
    addEventListener: (_type: string, listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) => {
      this.upload.listeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners) listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

async function started(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last as FakeXhr;
}

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'Provider', publicSiteUrl: '/login' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the form with the base URL and Bearer token and reports progress', async () => {
    const onProgress = vi.fn();
    const form = new FormData();
    const result = uploadWithProgress('/issue/1/uploadFiles/7/', form, { token: 'abc', onProgress });
    const xhr = await started();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('https://portal.example/api/issue/1/uploadFiles/7/');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.body).toBe(form);
    xhr.progress(25, 100);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.respond(200, '{"files":1}');
    const response = await result;
    expect(response.ok).toBe(true);
    expect(response.json<{ files: number }>()).toEqual({ files: 1 });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('turns a non-2xx answer into an ApiError with the server message', async () => {
    const result = uploadWithProgress('/issue/1/uploadFiles/7/', new FormData(), { token: 'abc', method: 'POST' });
    const xhr = await started();
    expect(xhr.method).toBe('POST');
    xhr.respond(413, '{"message":"Filen er større end 100.000.000 bytes"}');
    const error = await result.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Filen er større end 100.000.000 bytes' });
  });
});
