import { ConsolePageError } from "~/components/console/ConsolePageError";

/** The editor's pages when they cannot show: only the owner edits (403), gone (404), or the API did not answer. */
export function MenuErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ title: "console.menu.forbidden.title", text: "console.menu.forbidden.text" }}
      back={{ path: "/menu", label: "console.menu.back" }}
    />
  );
}
