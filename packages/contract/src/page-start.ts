/**
 * The site's one inline script, run before anything else in index.html. The build writes it into the
 * page, where it costs no request that would hold the first paint back; the server allows exactly
 * this text by its hash in the Content-Security-Policy, which forbids every other inline script. Both
 * take it from here, so they cannot disagree. It does two things:
 *
 * - applies the stored theme before the first paint (anything but "light" means dark);
 * - if the site's entry script fails to load (a dropped connection, a proxy that cut it off), shows
 *   a notice with a button that loads the page again, instead of leaving the server's first paint
 *   on screen with nothing to say. Its texts come from the page's `#load-failed-texts` data block
 *   (the build writes it from the catalogues, apps/web/load-failed-texts.ts): `[title, text, retry,
 *   direction]` per site language. It speaks the visitor's stored language, else the browser's when
 *   the site has it (Chinese by region, as `languageOfTag` reads it), else the page's own (the site's
 *   default, Portuguese).
 */
export const PAGE_START_SCRIPT = [
  'try{document.documentElement.dataset.theme=localStorage.getItem("theme")==="light"?"light":"dark"}catch(_){}',
  'addEventListener("error",function(e){',
  "var entry=document.querySelector('script[type=\"module\"][src]');",
  'if(!entry||e.target!==entry||document.getElementById("load-failed"))return;',
  "var texts,stored;",
  'try{texts=JSON.parse(document.getElementById("load-failed-texts").textContent)}catch(_){return}',
  'try{stored=localStorage.getItem("hisLang")}catch(_){}',
  'var tag=(navigator.language||"").toLowerCase(),code=tag.split(/[-_]/)[0];',
  'var browser=code==="zh"?(/[-_](tw|hk|mo|hant)/.test(tag)?"tw":"cn"):code==="fil"?"tl":code==="no"||code==="nn"?"nb":code==="iw"?"he":code;',
  "var known=function(l){return Array.isArray(texts[l])&&l};",
  'var lang=known(stored)||known(browser)||known(document.documentElement.lang)||known("en");',
  "if(!lang)return;",
  "var t=texts[lang];",
  'var box=document.createElement("div"),title=document.createElement("h1"),text=document.createElement("p"),retry=document.createElement("button");',
  'box.id="load-failed";box.className="load-failed empty-state";box.setAttribute("role","alert");box.lang=lang;box.dir=t[3];',
  'title.className="load-failed__title";title.textContent=t[0];text.textContent=t[1];',
  'retry.type="button";retry.className="button button--primary";retry.textContent=t[2];',
  "retry.onclick=function(){location.reload()};",
  "box.append(title,text,retry);document.body.append(box)",
  "},true);",
].join("");
