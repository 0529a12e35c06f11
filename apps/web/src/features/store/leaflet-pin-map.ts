// The Leaflet side of the Add/Edit Store map, imported only when the map shows (store-map.tsx
// loads it with a dynamic import), so Leaflet and its CSS stay out of every other screen's
// JavaScript. A click on the map or a dragged pin reports the point; tiles that cannot load (no
// internet in the kitchen) leave a grey map on which the pin works the same.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { defaultMapCentre, type MapPin } from './store-rules.ts';

export interface PinMapOptions {
  /** A tile URL template ({z}/{x}/{y}), or null for no tiles. */
  tileUrl: string | null;
  /** Plain text (the server's MAP_TILE_ATTRIBUTION): shown escaped. */
  attribution: string;
  /** The pin's title and alt text. */
  pinLabel: string;
  onPlace: (point: MapPin) => void;
  /** The first tile that fails to load. */
  onTilesFailed: () => void;
}

export interface PinMap {
  /** Puts the pin at `pin` (in view) or takes it away. */
  showPin(pin: MapPin | null): void;
  destroy(): void;
}

const pinZoom = 16;

// Leaflet finds its default icon through the CSS path, which a bundle does not keep: name the files.
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function createPinMap(element: HTMLElement, options: PinMapOptions): PinMap {
  const map = L.map(element, {
    center: [defaultMapCentre.latitude, defaultMapCentre.longitude],
    zoom: pinZoom - 1,
    worldCopyJump: true,
  });
  map.attributionControl.setPrefix(false);
  if (options.tileUrl) {
    let failed = false;
    L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: escapeHtml(options.attribution) })
      .on('tileerror', () => {
        if (failed) return;
        failed = true;
        options.onTilesFailed();
      })
      .addTo(map);
  }
  let marker: L.Marker | null = null;
  const place = (latlng: L.LatLng) => options.onPlace({ latitude: latlng.lat, longitude: latlng.lng });
  map.on('click', (event: L.LeafletMouseEvent) => place(event.latlng));

  // The modal grows into place after the map is made: keep Leaflet's idea of its size current.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(element);

  return {
    showPin(pin) {
      if (!pin) {
        marker?.remove();
        marker = null;
        return;
      }
      const at = L.latLng(pin.latitude, pin.longitude);
      if (marker) marker.setLatLng(at);
      else {
        marker = L.marker(at, { draggable: true, icon: pinIcon, title: options.pinLabel, alt: options.pinLabel })
          .on('dragend', () => marker && place(marker.getLatLng()))
          .addTo(map);
      }
      if (!map.getBounds().pad(-0.1).contains(at)) map.setView(at, Math.max(map.getZoom(), pinZoom));
    },
    destroy() {
      resized.disconnect();
      map.remove();
    },
  };
}
