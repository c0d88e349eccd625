// Regenerates latin_given.txt.gz and latin_surnames.txt.gz: the given names
// and surnames of the Latin-script locales of @faker-js/faker (MIT license,
// https://github.com/faker-js/faker), folded to lower-case ASCII the way
// foldName in names_latin.go folds a word (Gráinne -> grainne, Łukasz ->
// lukasz), less the names the US lists already hold and the ordinary
// English words (/usr/share/dict/american-english, Debian wamerican).
//
//   cd "$(mktemp -d)" && npm i @faker-js/faker@10 && apt-get install -y wamerican
//   node /path/to/repo/scrub/detect/names/gen-latin.js /path/to/repo/scrub/detect/names
//
// Each output is one name a line, sorted, gzip-compressed.
const fs = require('fs'), path = require('path'), zlib = require('zlib');
const { allLocales } = require(require.resolve('@faker-js/faker', { paths: [process.cwd()] }));
const out = process.argv[2];
const locales = ['af_ZA', 'az', 'cs_CZ', 'cy', 'da', 'de', 'de_AT', 'de_CH', 'en', 'en_AU', 'en_CA', 'en_GB', 'en_GH',
  'en_IE', 'en_IN', 'en_NG', 'en_US', 'en_ZA', 'es', 'es_MX', 'fi', 'fr', 'fr_BE', 'fr_CA', 'fr_CH', 'fr_LU', 'fr_SN',
  'hr', 'hu', 'id_ID', 'it', 'lv', 'nb_NO', 'nl', 'nl_BE', 'pl', 'pt_BR', 'pt_PT', 'ro', 'ro_MD', 'sk', 'sl_SI',
  'sr_RS_latin', 'sv', 'tr', 'uz_UZ_latin', 'vi', 'yo_NG', 'zu_ZA'];
const special = { 'ł': 'l', 'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'ß': 'ss', 'đ': 'd', 'ı': 'i', 'þ': 'th', 'ð': 'd', 'ħ': 'h', 'ŀ': 'l' };
function fold(w) {
  w = w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return [...w].map(c => special[c] ?? c).join('');
}
function flat(v) { return v == null ? [] : Array.isArray(v) ? v : Object.values(v).flatMap(flat); }
function words(list) {
  const r = new Set();
  for (const n of list) {
    if (typeof n !== 'string') continue;
    for (const p of n.split(/[\s-]+/)) {
      if (!/^\p{Lu}/u.test(p)) continue; // particles (de, van) and empty parts
      const f = fold(p);
      if (/^[a-z]{2,}$/.test(f)) r.add(f);
    }
  }
  return r;
}
const gunz = f => zlib.gunzipSync(fs.readFileSync(path.join(out, f))).toString().trim().split('\n');
const usGiven = new Set(gunz('given.txt.gz')), usSur = new Set(gunz('surnames.txt.gz'));
const dict = new Set(fs.readFileSync('/usr/share/dict/american-english', 'utf8').split('\n').filter(w => /^[a-z]+$/.test(w)));
const given = new Set(), sur = new Set();
for (const l of locales) {
  const p = allLocales[l] && allLocales[l].person;
  if (!p) continue;
  for (const w of words(flat(p.first_name))) given.add(w);
  for (const w of words(flat(p.last_name))) sur.add(w);
}
function write(name, set, us) {
  const items = [...set].filter(w => !us.has(w) && !dict.has(w)).sort();
  fs.writeFileSync(path.join(out, name), zlib.gzipSync(items.join('\n') + '\n', { level: 9 }));
  console.log(name, items.length, 'names');
}
write('latin_given.txt.gz', given, usGiven);
write('latin_surnames.txt.gz', sur, usSur);
