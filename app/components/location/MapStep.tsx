import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { Point } from "./LocateButton";

export interface MapStepProps {
  start: Point;
  tiles: { url: string; attribution: string };
  onConfirm: (point: Point) => void;
  onCancel: () => void;
}

/** The address's map step: the pin on a map (Leaflet, loaded now), to confirm or move. */
export function MapStep({ start, tiles, onConfirm, onCancel }: MapStepProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const [point, setPoint] = useState(start);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let unmount: (() => void) | null = null;
    let gone = false;
    void import("./map-view.client").then(({ mountMap }) => {
      if (gone || !element.current) return;
      unmount = mountMap(element.current, start, tiles, setPoint);
      setReady(true);
    });
    return () => {
      gone = true;
      unmount?.();
    };
    // The map is drawn once, at the point it opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="c-section" role="group" aria-labelledby="map-step-title">
      <h2 id="map-step-title">{t("location.map.title")}</h2>
      <p className="c-field-hint">{t(ready ? "location.map.hint" : "location.map.loading")}</p>
      <div
        ref={element}
        className="c-map"
        role="application"
        aria-label={t("location.map.label")}
        data-testid="location-map"
      />
      <div className="c-row">
        <button type="button" className="c-button" onClick={() => onConfirm(point)} disabled={!ready}>
          {t("location.map.confirm")}
        </button>
        <button type="button" className="c-button c-button--default" onClick={onCancel}>
          {t("location.map.cancel")}
        </button>
      </div>
    </div>
  );
}
