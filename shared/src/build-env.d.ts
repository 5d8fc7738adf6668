/** Module types the rspack build understands (see build-tools/rspack/create-rspack-config.mjs). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Plain stylesheets: only the shell's global.css. */
declare module '*.css';

/** True in development builds (rspack DefinePlugin); undefined outside a build (tests). */
declare const __PORTAL_DEV__: boolean | undefined;

/** Where the running bundle is served from (rspack; 'auto' resolves it at run time): a remote's texts live there. */
declare const __webpack_public_path__: string;

/** The contract version the bundle is built against (rspack DefinePlugin, ADR 0017); undefined outside a build. */
declare const __PORTAL_CONTRACT_VERSION__: string | undefined;
