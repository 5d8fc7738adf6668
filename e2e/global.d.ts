export {};

declare global {
  interface Window {
    __PORTAL_SHARED_COPIES__?: number;
    __PORTAL_SHARED_CORE_COPIES__?: number;
  }
}
