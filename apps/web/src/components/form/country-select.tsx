import { COUNTRIES, type Country } from "@banca/contract/countries";
import { intlLocale } from "@banca/contract/languages";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** The list closes this long after the input loses focus, so a click on an option still lands. */
const CLOSE_DELAY_MS = 200;

function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([intlLocale(language)], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

type Option = Country & { name: string };

function matches(option: Option, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^\+/, "");
  if (!text) return true;
  return (
    option.name.toLowerCase().includes(text) ||
    option.countryCode.toLowerCase() === text ||
    option.countryDialingCode.startsWith(text)
  );
}

type CountrySelectProps = { country: Country; onCountry(country: Country): void };

/**
 * The dialing-code picker: a combobox that opens on focus, filters as the player types (country
 * name in the reading language, ISO code or digits) and closes 200 ms after it loses focus.
 */
export function CountrySelect({ country, onCountry }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => {
    const nameOf = regionNames(i18n.language);
    return COUNTRIES.map((item) => ({ ...item, name: nameOf(item.countryCode) }));
  }, [i18n.language]);
  const shown = options.filter((option) => matches(option, query));

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const choose = (option: Option | undefined) => {
    if (option) onCountry({ countryCode: option.countryCode, countryDialingCode: option.countryDialingCode });
    setOpen(false);
    setQuery("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape" && open) {
      // The list closes; the dialog around it stays.
      event.stopPropagation();
      choose(undefined);
    }
  };

  return (
    <div className="country-select">
      <span className="country-select__code" aria-hidden="true">
        {country.countryCode}
      </span>
      <input
        name="countryDialingCode"
        className="country-select__input"
        role="combobox"
        aria-label={t("auth.fields.countryDialingCode")}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        autoComplete="tel-country-code"
        inputMode="search"
        value={open ? query : `+${country.countryDialingCode}`}
        placeholder={`+${country.countryDialingCode}`}
        onFocus={(event) => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
          setActive(
            Math.max(
              0,
              shown.findIndex((option) => option.countryCode === country.countryCode),
            ),
          );
          event.currentTarget.select();
        }}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => choose(undefined), CLOSE_DELAY_MS);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div
          id={listId}
          ref={listRef}
          role="listbox"
          className="country-select__list"
          data-testid="country-list"
        >
          {shown.length === 0 ? <p className="country-select__empty">{t("auth.noCountry")}</p> : null}
          {shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
            <div
              key={option.countryCode}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`country-select__option ${index === active ? "is-active" : ""}`}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <span className="country-select__option-code">{option.countryCode}</span>
              <span className="country-select__name">{option.name}</span>
              <span className="country-select__dial">+{option.countryDialingCode}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
