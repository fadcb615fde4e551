import { COUNTRIES, type Country, defaultCountry } from "@banca/contract/countries";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { CountrySelect } from "./country-select.tsx";
import { placeholderOf } from "./field-rules.ts";
import { TextField } from "./text-field.tsx";

/**
 * The dialing country of a phone form: the one given (a remembered SMS login), else the market of the
 * merchant's default language (pt: Brazil, +55).
 */
export function useCountry(dialingCode?: string) {
  const { site } = useSiteStatus().info;
  return useState<Country>(
    () =>
      COUNTRIES.find((country) => country.countryDialingCode === dialingCode) ??
      defaultCountry(site.languages.default),
  );
}

type PhoneFieldProps = {
  country: Country;
  onCountry(country: Country): void;
  value: string;
  onValue(value: string): void;
  error?: string;
  required: boolean;
};

/** Dialing code and national number; the number's name is the spec's `mobileNum`. */
export function PhoneField({ country, onCountry, required, ...field }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      name="mobileNum"
      label={t("auth.fields.mobileNum")}
      placeholder={placeholderOf(t, "mobileNum", required)}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      className="auth-field--phone"
      leading={<CountrySelect country={country} onCountry={onCountry} />}
    />
  );
}
