import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/lib/i18n";
import type { Banner } from "../../../contract";

/** The merchant's banners, sorted by the API (order 0 first); each shown where it is enabled. */
export function Banners({ banners }: { banners: Promise<Banner[] | null> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Await resolve={banners} errorElement={null}>
        {(list) =>
          list && list.length > 0 ? (
            <section className="c-banners" aria-label={t("menu.highlights")}>
              <ul>
                {list.map((banner) => {
                  const where = [banner.enabled_mobile ? "" : "c-hide-mobile", banner.enabled_desktop ? "" : "c-hide-desktop"];
                  const image = <img src={banner.image} alt={banner.title} width={1200} height={400} loading="lazy" />;
                  return (
                    <li key={banner.id} className={where.join(" ").trim() || undefined}>
                      {banner.link && banner.link.startsWith("/") && !banner.link.startsWith("//") ? (
                        <a href={banner.link}>{image}</a>
                      ) : (
                        image
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
