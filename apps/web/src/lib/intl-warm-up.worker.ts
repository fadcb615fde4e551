// Runs on a worker thread (intl-warm-up.ts): the kinds of format the first pages make, once each, so
// that ICU loads their language's data here rather than on the main thread.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0);
  new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(0, "minute");
  new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.close();
};
