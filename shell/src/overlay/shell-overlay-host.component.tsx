import { OverlayHost, useT } from '@portal/shared';
import { RemoteParcel } from '../composition/remote-parcel.component';
import { useRemotes } from '../composition/remotes-context';

/** The shared OverlayHost, showing the overlay parcel of the remote whose remote.meta.json lists the type. */
export function ShellOverlayHost() {
  const t = useT();
  const remotes = useRemotes();
  return (
    <OverlayHost
      label={t('shell.overlay.label')}
      renderOverlay={(overlay) => {
        const remote = remotes.find((entry) => entry.overlays.includes(overlay.type));
        return remote ? (
          <RemoteParcel key={overlay.serial} remote={remote.name} kind="overlays" id={overlay.type} parcelProps={{ ...overlay.props }} />
        ) : (
          <p role="alert">{t('shell.overlay.unknownType', { type: overlay.type })}</p>
        );
      }}
    />
  );
}
