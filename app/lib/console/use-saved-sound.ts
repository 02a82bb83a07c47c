import { useCallback, useEffect, useRef, useState } from "react";
import { chime, CONSOLE_CHIME } from "./chime";

/**
 * A screen's sound, on or off as it was last set on this device (localStorage `key`). Browsers allow
 * sound only after a tap, so a screen reloaded with the sound on is `blocked` until the first tap or
 * key (or `unlock`, for a visible button). `hydrated`: the controls can be drawn (they need the script).
 */
export function useSavedSound(key: string, notes: readonly number[] = CONSOLE_CHIME) {
  const [hydrated, setHydrated] = useState(false);
  const [sound, setSound] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  const soundOn = useRef(false);
  soundOn.current = sound;

  const audioContext = useCallback((): AudioContext | null => {
    if (typeof AudioContext === "undefined") return null;
    if (!audio.current) {
      const context = new AudioContext();
      context.addEventListener("statechange", () => setBlocked(context.state !== "running"));
      audio.current = context;
    }
    return audio.current;
  }, []);

  const unlock = useCallback(() => {
    const context = audioContext();
    if (context) void context.resume().then(() => setBlocked(context.state !== "running"));
  }, [audioContext]);

  useEffect(() => {
    setHydrated(true);
    if (window.localStorage.getItem(key) !== "on") return;
    setSound(true);
    const context = audioContext();
    if (!context) return;
    setBlocked(context.state !== "running");
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [key, audioContext, unlock]);

  /** Chimes when the sound is on and the browser lets it play. */
  const play = useCallback(() => {
    if (soundOn.current && audio.current?.state === "running") chime(audio.current, notes);
  }, [notes]);

  /** Turns the sound on (chiming once, from the tap that allows it) or off, and remembers it. */
  const toggle = useCallback(() => {
    const next = !soundOn.current;
    if (next) {
      unlock();
      const context = audioContext();
      if (context) chime(context, notes);
    }
    setSound(next);
    window.localStorage.setItem(key, next ? "on" : "off");
  }, [key, notes, audioContext, unlock]);

  return { hydrated, sound, blocked, unlock, play, toggle };
}
