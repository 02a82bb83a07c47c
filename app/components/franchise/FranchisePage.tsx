import { useLocation, useNavigate } from "@remix-run/react";
import { LocateButton, type Point } from "~/components/location/LocateButton";
import { nearParam } from "~/lib/location/nearest-store";
import { StaticHtml, type StaticPart } from "~/partial";

/** The browser's location uses the finder's own GET (decision 079), so the page's address says where it measured from. */
export function FranchisePage({ heading, stores }: { heading: string; stores: StaticPart }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const onLocated = (point: Point) => {
    const query = new URLSearchParams(search);
    for (const name of ["cep", "address", "choose"]) query.delete(name);
    query.set("near", nearParam(point));
    navigate(`?${query}`);
  };
  return (
    <main id="main" className="c-container c-page">
      <h1>{heading}</h1>
      <LocateButton onLocated={onLocated} />
      <StaticHtml part={stores} className="c-static" />
    </main>
  );
}
