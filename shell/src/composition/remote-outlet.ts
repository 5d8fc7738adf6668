/**
 * The element remote applications mount into. It lives outside React so single-spa can mount
 * into it whatever the shell is rendering; the layout moves it into its main area.
 */
const outlet = document.createElement('div');
outlet.id = 'portal-remote-outlet';

export function getRemoteOutlet(): HTMLElement {
  return outlet;
}

/** One container per remote inside the outlet (single-spa-react's `domElementGetter`). */
export function getRemoteContainer(name: string): HTMLElement {
  const id = `portal-remote-${name}`;
  let container = outlet.querySelector<HTMLElement>(`#${id}`);
  if (!container) {
    container = document.createElement('div');
    container.id = id;
    outlet.appendChild(container);
  }
  return container;
}
