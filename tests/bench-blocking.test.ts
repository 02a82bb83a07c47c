import { describe, expect, it } from "vitest";
import { blockingTime, tasksAfterPaint } from "../scripts/bench-blocking.mjs";

const RENDERER = 7;
const MAIN = 1;
const task = (startMs: number, wallMs: number, cpuMs?: number, thread = MAIN, name = "RunTask") => ({
  ph: "X",
  name,
  pid: RENDERER,
  tid: thread,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
const paintAt = (ms: number) => ({ ph: "I", name: "firstContentfulPaint", pid: RENDERER, tid: MAIN, ts: ms * 1000 });

describe("the CPU-time estimate of blocking time", () => {
  it("counts the main thread's top-level tasks after the first paint, by CPU time beyond 50 ms", () => {
    const events = [
      paintAt(100),
      task(10, 80, 70), // before the paint: not counted
      task(200, 120, 90), // 40 ms beyond 50
      task(210, 30, 25, MAIN, "ThreadControllerImpl::RunTask"), // nested in the one above: already in it
      task(400, 200, 30), // long on the wall clock only (descheduled): no blocking
      task(700, 60, 60, 2), // another thread
    ];
    const tasks = tasksAfterPaint(events);
    expect(tasks).toEqual([
      { wallMs: 120, cpuMs: 90 },
      { wallMs: 200, cpuMs: 30 },
    ]);
    expect(blockingTime(tasks!)).toEqual({ blockingMs: 40, longestMs: 90, wallBlockingMs: 70 + 150, cpuTimed: true });
  });

  it("counts a task running at the paint from the paint on, uses wall time where a task has no CPU time, and scales both", () => {
    const tasks = tasksAfterPaint([paintAt(100), task(60, 200, 100), task(400, 70)]);
    expect(tasks).toEqual([
      { wallMs: 160, cpuMs: 80 },
      { wallMs: 70, cpuMs: null },
    ]);
    expect(blockingTime(tasks!)).toMatchObject({ blockingMs: 30 + 20, longestMs: 80, cpuTimed: false });
    expect(blockingTime(tasks!, 4)).toMatchObject({ blockingMs: 270 + 230, longestMs: 320, wallBlockingMs: 590 + 230 });
  });

  it("has no estimate for a trace without a first paint", () => {
    expect(tasksAfterPaint([task(0, 100, 100)])).toBeNull();
  });
});
