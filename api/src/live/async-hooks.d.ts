// The part of Node's AsyncLocalStorage the Worker uses (compatibility flag nodejs_als); the API's
// types leave Node's out on purpose.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
