import { Fragment, type ReactNode } from "react";
import { useContentLang } from "~/lib/use-merchant";

/**
 * Words the merchant wrote (its store's name, its programme's name), marked with the merchant's
 * language when the interface speaks another, so a screen reader pronounces them right (decision 016).
 */
export function MerchantWords({ children }: { children: ReactNode }) {
  const lang = useContentLang();
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** Stands for the merchant's words in a translated text until they are put back as an element. */
export const WORDS_SLOT = "\uE000";

/**
 * An interface text (translated with `WORDS_SLOT` as the value of its placeholder) with the
 * merchant's `words` in that place, in their own language.
 */
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
