export * from '../contract';
export { apiRequest, apiFetcher, type ApiRequestOptions } from './api-client';
export { ApiError, isApiError } from './api-error';
export { errorMessage, useErrorMessage } from './error-message';
export { isGenericUnavailable, isTemporaryFailure, retryTemporaryFailures } from './temporary-failure';
export { getRuntimeConfig, setRuntimeConfig, useRuntimeConfig } from './runtime-config';
export { authenticate, requestNewToken, logImpersonator, logout } from './authentication.resource';
