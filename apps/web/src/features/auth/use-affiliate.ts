import { useEffect, useState } from "react";
import { useSearchParams } from "#app/lib/router.tsx";
import { session } from "#app/lib/storage.ts";
import { checkAffiliateCode } from "./api.ts";
import { LANDING_CODE_KEYS } from "./landing-codes.ts";

/** A code from the current address, else from the address this tab landed on. */
export function useUrlCode(name: keyof typeof LANDING_CODE_KEYS): string {
  const [params] = useSearchParams();
  return (params.get(name) ?? session.get(LANDING_CODE_KEYS[name]) ?? "").trim();
}

type CheckState = "none" | "checking" | "valid" | "invalid";

/**
 * The affiliate code of the address (spec part 1 §4): checked with the server; a valid one is used
 * as it is and its field stays hidden unless the player reveals it; an invalid one, or none, leaves
 * the field shown.
 */
export function useAffiliate() {
  const urlCode = useUrlCode("affiliateCode");
  const [state, setState] = useState<CheckState>(urlCode ? "checking" : "none");
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (!urlCode) {
      setState("none");
      return;
    }
    let current = true;
    setState("checking");
    checkAffiliateCode(urlCode).then(
      () => current && setState("valid"),
      () => current && setState("invalid"),
    );
    return () => {
      current = false;
    };
  }, [urlCode]);

  return {
    urlCode,
    state,
    /** The field is on the form (when the merchant's rule has it at all). */
    fieldShown: state === "none" || state === "invalid" || revealed,
    /** The checked code stands in for the hidden field. */
    hiddenCode: state === "valid" && !revealed ? urlCode : "",
    reveal: () => setRevealed(true),
  };
}
