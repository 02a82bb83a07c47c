import { useTranslation } from "~/lib/i18n/i18n";
import { useDataSaver } from "~/lib/page/data-saver";
import { modalHref } from "./MenuSectionList";
import { useContentLang } from "~/lib/store/use-merchant";
import { Price } from "./Price";

interface PromotionCard {
  id: number;
  title: string;
  description: string;
  image: string | null;
  price: string;
  originalPrice: string | null;
  itemId: number | null;
}

export function Promotions({ promotions, page }: { promotions: PromotionCard[]; page: string }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const saver = useDataSaver();
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="promotions-title" className="c-container c-promotions">
      <h2 id="promotions-title" className="c-section__title">
        {t("menu.promotions")}
      </h2>
      <ul>
        {promotions.map((promotion) => (
          <li key={promotion.id} className="c-promotion">
            {promotion.image && !saver ? (
              <img src={promotion.image} alt="" width={72} height={72} loading="lazy" />
            ) : null}
            <div>
              <h3 lang={lang}>
                {promotion.itemId !== null ? (
                  <a className="c-item__link" href={modalHref(page, "menuItem", promotion.itemId)} data-keep-scroll="">
                    {promotion.title}
                  </a>
                ) : (
                  promotion.title
                )}
              </h3>
              <p lang={lang}>{promotion.description}</p>
              <p className="c-item__price">
                <Price price={promotion.price} originalPrice={promotion.originalPrice} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
