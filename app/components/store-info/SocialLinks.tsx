import { useTranslation } from "~/lib/i18n/i18n";
import type { SocialLink } from "~/lib/store/store-info.server";

export function SocialLinks({ social }: { social: SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="c-contact-list">
      {social.map((entry) => (
        <li key={entry.network}>
          <a href={entry.link} rel="noopener noreferrer" target="_blank">
            {t(`footer.networks.${entry.network}`)} · {entry.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
