// What any page has: a heading, a paragraph, a link and a button whose handler needs hydration.
// Fixed English text: a measuring fixture, never shown to a customer.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useState } from "react";

export const meta: MetaFunction = () => [{ title: "Bare Remix control" }];

export default function Index() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Bare Remix control</h1>
      <p>A Remix 2.17 and React 18 page built and served as the storefront is, measured beside it.</p>
      <p>
        <Link to="/?page=2">Another page</Link>
      </p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}
