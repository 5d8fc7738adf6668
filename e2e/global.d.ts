export {};

declare global {
  interface Window {
    __PORTAL_SHARED_COPIES__?: number;
  }
}
