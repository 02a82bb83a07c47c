import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import { locationRefused, rememberRefusal } from "~/lib/location/location-refusal";

export interface Point {
  latitude: number;
  longitude: number;
}

type State = "none" | "ready" | "asking" | "refused" | "failed";

/** Drawn after hydration, so a page without JavaScript does not offer it; a refusal is remembered until "try again". */
export function LocateButton({ onLocated, busy = false }: { onLocated: (point: Point) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>("none");
  useEffect(() => setState(!("geolocation" in navigator) ? "none" : locationRefused() ? "refused" : "ready"), []);
  if (state === "none") return null;

  const ask = () => {
    setState("asking");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        rememberRefusal(false, coords);
        setState("ready");
        onLocated({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        const refused = error.code === error.PERMISSION_DENIED;
        if (refused) rememberRefusal(true);
        setState(refused ? "refused" : "failed");
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="c-field">
      <button
        type="button"
        className="c-button c-button--default"
        onClick={ask}
        disabled={busy || state === "asking"}
        aria-describedby="locate-status"
      >
        {t(state === "refused" ? "location.tryAgain" : "location.useMine")}
      </button>
      <p id="locate-status" role="status" className="c-field-hint">
        {state === "refused"
          ? t("location.refused")
          : state === "failed"
            ? t("location.failed")
            : state === "asking"
              ? t("location.asking")
              : ""}
      </p>
    </div>
  );
}
