import { Fragment, type ReactNode } from "react";
import { useContentLang } from "~/lib/store/use-merchant";

/** Marked with the merchant's language when the interface speaks another, so a screen reader pronounces them right. */
export function MerchantWords({ children }: { children: ReactNode }) {
  const lang = useContentLang();
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

export const WORDS_SLOT = "\uE000";

/** An interface text translated with `WORDS_SLOT` for its placeholder, the merchant's `words` put back there. */
export function TextWithMerchantWords({ text, words }: { text: string; words: string }) {
  const parts = text.split(WORDS_SLOT);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <MerchantWords>{words}</MerchantWords> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
