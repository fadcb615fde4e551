// "Remember me" on the login form (spec part 1 §3: cookies kept 24 hours, per brand). Only the
// username and the SMS tab's number are kept; passwords are left to the browser's credential
// manager and never written to a cookie or web storage (docs/decisions/007).

const DAY_SECONDS = 24 * 60 * 60;

function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split("; ")) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string | null) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const lifetime = value === null ? 0 : DAY_SECONDS;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value ?? "")}; Max-Age=${lifetime}; Path=/; SameSite=Lax${secure}`;
}

const keys = (brand: string) => ({
  remember: `loginRemember_${brand}`,
  username: `rememberedUsername_${brand}`,
  sms: `loginTypeSms_${brand}`,
});

export type RememberedLogin = {
  remember: boolean;
  username: string;
  sms: { mobileNum: string; countryDialingCode: string } | null;
};

export function readRemembered(brand: string): RememberedLogin {
  const names = keys(brand);
  let sms: RememberedLogin["sms"] = null;
  try {
    const parsed = JSON.parse(readCookie(names.sms) ?? "null") as RememberedLogin["sms"];
    if (parsed && typeof parsed.mobileNum === "string" && typeof parsed.countryDialingCode === "string") {
      sms = parsed;
    }
  } catch {
    sms = null;
  }
  return { remember: readCookie(names.remember) === "1", username: readCookie(names.username) ?? "", sms };
}

/** Keeps (or, when the box is off, forgets) what the login form may fill in next time. */
export function saveRemembered(
  brand: string,
  remember: boolean,
  what: { username?: string; sms?: { mobileNum: string; countryDialingCode: string } },
) {
  const names = keys(brand);
  writeCookie(names.remember, remember ? "1" : null);
  if (!remember) {
    writeCookie(names.username, null);
    writeCookie(names.sms, null);
    return;
  }
  if (what.username !== undefined) writeCookie(names.username, what.username);
  if (what.sms) writeCookie(names.sms, JSON.stringify(what.sms));
}
