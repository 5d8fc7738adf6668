/** Routes the shell renders itself; every other route belongs to a remote (from /remotes.json). */
export const shellRoutes = {
  dashboard: { path: '/', titleKey: 'shell.route.dashboard' },
  login: { path: '/login', titleKey: 'shell.route.login' },
  guide: { path: '/guide', titleKey: 'shell.route.guide' },
  notAuthorized: { path: '/ikke-autoriseret', titleKey: 'shell.route.notAuthorized' },
  forgotPassword: { path: '/glemt-adgangskode', titleKey: 'shell.route.forgotPassword' },
  setPassword: { path: '/set-password', titleKey: 'shell.route.setPassword' },
} as const;
