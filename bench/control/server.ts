import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The classic compiler provides the app's server build under this virtual module name.
import * as build from "@remix-run/dev/server-build";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  fetch: (request: Request) => handleRemixRequest(request),
};
