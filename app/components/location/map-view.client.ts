import L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css";
import type { Point } from "./LocateButton";

// A chunk that imports nothing else of the app, so adding it moves no shared code into the pages' first loads.

const ZOOM = 17;
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

function addStyles() {
  if (document.querySelector("link[data-leaflet]")) return;
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: leafletCss });
  link.dataset.leaflet = "";
  document.head.appendChild(link);
}

/** The pin stays at the centre: dragging the map or the pin, or the arrow keys, move it. Answers the cleanup. */
export function mountMap(
  element: HTMLElement,
  start: Point,
  tiles: { url: string; attribution: string },
  onMove: (point: Point) => void,
): () => void {
  addStyles();
  const view = L.map(element, { center: [start.latitude, start.longitude], zoom: ZOOM, keyboard: true });
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(view);
  const icon = L.divIcon({
    className: "c-map-pin",
    html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41C16 41 30 24 30 15A14 14 0 0 0 2 15C2 24 16 41 16 41Z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>',
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });
  const pin = L.marker([start.latitude, start.longitude], { icon, draggable: true, keyboard: false }).addTo(view);
  view.on("move", () => {
    const centre = view.getCenter();
    pin.setLatLng(centre);
    onMove({ latitude: rounded(centre.lat), longitude: rounded(centre.lng) });
  });
  pin.on("dragend", () => view.panTo(pin.getLatLng()));
  return () => view.remove();
}
