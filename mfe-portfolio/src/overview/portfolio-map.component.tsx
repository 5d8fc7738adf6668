import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useRef } from 'react';
import { useRuntimeConfig, useT, type PortfolioLocation } from '@portal/shared';
import styles from './map.module.css';

/** The marker's colour class by the location's worst open fault. */
export function markerClass(location: PortfolioLocation): string | undefined {
  if (!location.worstIssue) return styles.noFault;
  if (location.worstIssue.severity === 'A') return styles.severityA;
  if (location.worstIssue.severity === 'B') return styles.severityB;
  return styles.severityC;
}

interface PortfolioMapProps {
  /** The locations with coordinates. */
  located: readonly PortfolioLocation[];
  onSelect: (code: string) => void;
}

/**
 * The locations on a Leaflet map, coloured by their worst open fault and clustered (a portfolio of thousands of
 * sites stays readable). Markers are plain elements (divIcon, no images), drawn on a plain background whether or
 * not the tile server (MAP_TILE_URL in /config.json) answers. Leaflet and its clustering live in this lazily loaded
 * chunk only.
 */
export default function PortfolioMap({ located, onSelect }: PortfolioMapProps) {
  const t = useT();
  const { data: config } = useRuntimeConfig();
  const element = useRef<HTMLDivElement>(null);
  const tileUrl = config?.mapTileUrl;
  const attribution = config?.mapAttribution ?? '';
  const label = t('portfolio.map.marker');

  useEffect(() => {
    if (!element.current) return undefined;
    // The tiles' attribution is a line under the map (below), not Leaflet's control.
    const map = L.map(element.current, { zoomControl: true, attributionControl: false, scrollWheelZoom: false });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(map);
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      // markercluster's own icon, 44 px instead of 40 (a touch target).
      iconCreateFunction: (cluster) => {
        const count = document.createElement('div');
        count.textContent = String(cluster.getChildCount());
        return L.divIcon({ html: count, className: 'marker-cluster', iconSize: L.point(44, 44) });
      },
    });
    const markers = located.map((location) => {
      // An 18 px dot in a 44 px target (a touch target, and the keyboard focus ring around it).
      const dot = document.createElement('span');
      dot.className = [styles.marker, markerClass(location)].join(' ');
      const icon = L.divIcon({ html: dot, className: styles.markerTarget, iconSize: [44, 44] });
      const title = `${location.name} (${location.code}): ${label}`;
      const marker = L.marker([location.latitude ?? 0, location.longitude ?? 0], { icon, title, alt: title, keyboard: true });
      marker.on('click keypress', () => onSelect(location.code));
      const tip = document.createElement('span');
      tip.textContent = location.name;
      marker.bindTooltip(tip);
      return marker;
    });
    clusters.addLayers(markers);
    map.addLayer(clusters);
    if (markers.length > 0) map.fitBounds(L.latLngBounds(markers.map((marker) => marker.getLatLng())), { padding: [24, 24], maxZoom: 15 });
    else map.setView([56.0, 10.5], 6);
    return () => {
      map.remove();
    };
  }, [located, tileUrl, label, onSelect]);

  return (
    <>
      <div ref={element} className={styles.map} data-testid="portfolio-map" role="region" aria-label={t('portfolio.map.label')} />
      {tileUrl && attribution ? <p className={styles.attribution}>{attribution}</p> : null}
    </>
  );
}
