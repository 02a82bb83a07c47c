import type { CSSProperties } from "react";
import { dishImageSources } from "../../../contract/formats/dish-photos";
import { useTranslation } from "~/lib/i18n/i18n";
import { useDataSaver } from "~/lib/page/data-saver";
import type { MenuCard, MenuSection } from "~/lib/menu/menu-view";
import { useContentLang } from "~/lib/store/use-merchant";
import { Price } from "./Price";

/** The page is read once: a market's menu has hundreds of links. */
export function modalLinks(page: string) {
  const url = new URL(page, "https://x.invalid");
  for (const name of ["modal", "modalId", "step"]) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  const base = `${url.pathname}?${query ? `${query}&` : ""}`;
  return (modal: "menuItem" | "menuPizza", id: number) =>
    `${base}modal=${modal}&modalId=${id}${modal === "menuPizza" ? "&step=1" : ""}`;
}

export const modalHref = (page: string, modal: "menuItem" | "menuPizza", id: number) => modalLinks(page)(modal, id);

/** Its modal gives the focus back to it on closing. */
export const cardLinkId = (kind: "item" | "pizza", id: number) => `${kind}-${id}-link`;

function ItemCard({ card, linkTo }: { card: MenuCard; linkTo: ReturnType<typeof modalLinks> }) {
  const { t } = useTranslation();
  const saver = useDataSaver();
  const lang = useContentLang();
  return (
    <li className="c-item" data-unavailable={card.available ? undefined : ""}>
      <div className="c-item__text">
        <h3 className="c-item__name" lang={lang}>
          <a
            id={cardLinkId(card.kind, card.id)}
            className="c-item__link"
            href={linkTo(card.kind === "pizza" ? "menuPizza" : "menuItem", card.id)}
            data-keep-scroll=""
          >
            {card.name}
          </a>
        </h3>
        {card.description ? (
          <p className="c-item__description" lang={lang}>
            {card.description}
          </p>
        ) : null}
        <p className="c-item__price">
          {card.priceFrom ? <span className="c-item__from">{t("menu.from")} </span> : null}
          <Price price={card.price} originalPrice={card.originalPrice} />
        </p>
        {!card.available || card.serves || card.tags.length > 0 ? (
          <p className="c-item__meta">
            {!card.available ? <span className="c-tag c-tag--muted">{t("menu.unavailable")}</span> : null}
            {card.serves ? <span className="c-tag">{t("menu.serves", { count: card.serves })}</span> : null}
            {card.tags.map((tag) => (
              <span key={tag} className="c-tag" lang={lang}>
                {tag}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {card.image && !saver ? (
        <img
          className="c-item__image"
          {...dishImageSources(card.image, "card")}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : null}
    </li>
  );
}

/**
 * From how many dishes categories are drawn only when near (decision 065). A category drawn late moves
 * what is below it, so after a jump the target can move under the finger: a short menu is drawn whole.
 */
const LONG_MENU_CARDS = 100;

export function MenuSectionList({
  sections,
  term,
  page,
}: {
  sections: MenuSection[] | null;
  term: string;
  page: string;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  if (sections === null) {
    return (
      <div className="c-container c-page">
        <p role="alert">{t("menu.unavailableMenu")}</p>
      </div>
    );
  }
  if (sections.length === 0) {
    return (
      <div className="c-container c-page">
        <p>{term ? t("menu.search.tryAnother") : t("menu.empty")}</p>
      </div>
    );
  }
  const linkTo = modalLinks(page);
  const long = sections.reduce((count, section) => count + section.cards.length, 0) > LONG_MENU_CARDS;
  return (
    <div className={long ? "c-container c-sections--when-near" : "c-container"}>
      {sections.map((section) => (
        // --cards sizes the section before the browser lays it out (.c-section's content-visibility).
        <section
          key={section.id}
          id={`category-${section.id}`}
          className="c-section"
          aria-labelledby={`category-${section.id}-title`}
          style={long ? ({ "--cards": section.cards.length } as CSSProperties) : undefined}
        >
          <h2 id={`category-${section.id}-title`} className="c-section__title" lang={lang}>
            {section.name}
          </h2>
          {section.description ? (
            <p className="c-dimmed" lang={lang}>
              {section.description}
            </p>
          ) : null}
          <ul className="c-items">
            {section.cards.map((card) => (
              <ItemCard key={`${card.kind}-${card.id}`} card={card} linkTo={linkTo} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
