import { WorkerEntrypoint } from "cloudflare:workers";

/*
 * A workaround for @cloudflare/vitest-pool-workers 0.15.1, run once per runtime from the setup file.
 *
 * The pool answers `exports.default.fetch` through a wrapper class of its own whose constructor
 * puts a new Proxy around the class's shared prototype every time it runs, that is on every
 * request, each one around the one before. Every request then walks one more level of traps than
 * the last: measured here, 9-18 ms a request after 50 requests and 130 ms after 350 (~4 ms
 * throughout with this), so a file of many requests (carts.test.ts) took minutes, and a runtime
 * shared by several files (decision 054) got slower with each one. Later versions of the pool
 * install the Proxy once; this file can go with the upgrade.
 *
 * The wrapper constructs through `Reflect.construct(WorkerEntrypoint, args, Wrapper)`; this puts
 * back the prototype of its first construction (the class's own prototype behind one Proxy, as
 * the pool means it) before each later one, so the chain never grows past that Proxy. Only
 * subclasses of WorkerEntrypoint built that way are touched: the API's Worker is a plain object.
 */
const installed = Symbol.for("comanda.test.entrypoint-proxy");
const state = globalThis as { [installed]?: true };

if (!state[installed]) {
  state[installed] = true;
  const firstPrototype = new WeakMap<object, unknown>();
  const construct = Reflect.construct;
  // Reflect.construct takes any constructor: its own signature says Function.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  Reflect.construct = function (target: Function, args: ArrayLike<unknown>, newTarget: Function = target) {
    if (target === WorkerEntrypoint && newTarget !== target) {
      if (firstPrototype.has(newTarget)) newTarget.prototype = firstPrototype.get(newTarget);
      else firstPrototype.set(newTarget, newTarget.prototype);
    }
    return construct(target, args, newTarget);
  } as typeof Reflect.construct;
}
