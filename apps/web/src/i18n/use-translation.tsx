import { cloneElement, Fragment, type ReactElement, type ReactNode, useSyncExternalStore } from "react";
import { i18n } from "./i18n.ts";
import type { TOptions } from "./translate.ts";

export type { TFunction } from "./translate.ts";

/** The text of the reading language; the component renders again when it changes. */
export function useTranslation() {
  useSyncExternalStore(i18n.subscribe, i18n.version, i18n.version);
  return { t: i18n.t, i18n };
}

// `<name>inner</name>` in a text: split gives [text, name, inner, text, name, inner, …, text].
const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with elements inside it: each `<name>…</name>` of the catalogue's text becomes the element
 * given under that name, holding the tag's words, as the word order of each language places them.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const pieces = t(i18nKey, values).split(TAG);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    nodes.push(<Fragment key={index}>{pieces[index]}</Fragment>);
    const name = pieces[index + 1];
    const element = name === undefined ? undefined : components[name];
    if (name !== undefined)
      nodes.push(
        element ? cloneElement(element, { key: `${index}t` }, pieces[index + 2]) : pieces[index + 2],
      );
  }
  return <>{nodes}</>;
}
