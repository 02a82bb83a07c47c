import { useTranslation } from "~/lib/i18n/i18n";
import { useDataSaver } from "~/lib/page/data-saver";
import type { Banner } from "../../../contract";
import { useContentLang, useMerchantHref } from "~/lib/store/use-merchant";

/** Only links inside the store are followed. */
function internalLink(link: string | null): string | null {
  if (!link) return null;
  if (link.startsWith("?")) return link;
  return link.startsWith("/") && !link.startsWith("//") ? link : null;
}

export function Banners({ banners: list }: { banners: Banner[] | null }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const lang = useContentLang();
  const saver = useDataSaver();
  if (!list || list.length === 0) return null;
  // A sideways-scrolling strip takes the focus so the arrow keys scroll it (axe scrollable-region-focusable).
  const scrolls = list.length > 1;
  return (
    <section className="c-banners" aria-label={t("menu.highlights")}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul tabIndex={scrolls ? 0 : undefined} aria-label={scrolls ? t("menu.highlights") : undefined}>
        {list.map((banner, index) => {
          const where = [banner.enabled_mobile ? "" : "c-hide-mobile", banner.enabled_desktop ? "" : "c-hide-desktop"];
          // The image carries the offer: its text says it too, title and what the image adds.
          const alt = banner.description ? `${banner.title}. ${banner.description}` : banner.title;
          // The first banner is the page's largest paint on a phone: fetched at once, first.
          const first = index === 0;
          const image = saver ? (
            <span className="c-banner-text" lang={lang}>
              {alt}
            </span>
          ) : (
            <img
              src={banner.image}
              alt={alt}
              lang={lang}
              width={1200}
              height={400}
              loading={first ? "eager" : "lazy"}
              {...(first ? { fetchpriority: "high" } : {})}
            />
          );
          return (
            <li key={banner.id} className={where.join(" ").trim() || undefined}>
              {internalLink(banner.link) ? (
                <a href={internalLink(banner.link)!.startsWith("?") ? href(banner.link!) : banner.link!}>{image}</a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
