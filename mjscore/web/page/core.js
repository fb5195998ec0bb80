// mjscore's page: what the hand page and the game page share. The tiles, the hand editor
// (a palette to tap, melds, dora indicators) and the calls to the server's API. Nothing
// here scores: every answer comes from the server, which runs mjscore itself.

export const SUITS = ["m", "p", "s", "z"];
const HONOR_FACES = { 1: "東", 2: "南", 3: "西", 4: "北", 5: "白", 6: "發", 7: "中" };
const SUIT_FACES = { m: "萬", p: "筒", s: "索" };
export const WINDS = ["E", "S", "W", "N"];
export const WIND_FACES = { E: "東", S: "南", W: "西", N: "北" };
// Four players' table, all 136 tiles: what the editor offers before the presets are known.
export const FOUR_PLAYERS = {
  seats: 4, kita: false, chi: true,
  tiles: SUITS.flatMap((suit) => [..."123456789", ...(suit === "z" ? [] : ["0"])]
    .filter((digit) => suit !== "z" || Number(digit) <= 7).map((digit) => digit + suit)),
};

// The words of the page itself; the answers' words come from the server in either language.
export const WORDS = {
  en: {
    hand: "Hand", chi: "Chi", pon: "Pon", kan: "Kan", ckan: "Closed kan", dora: "Dora",
    ura: "Ura", back: "⌫", clear: "Clear", tsumo: "Tsumo", riichi: "Riichi",
    double_riichi: "Double riichi", ippatsu: "Ippatsu", haitei: "Haitei", houtei: "Houtei",
    rinshan: "Rinshan", chankan: "Chankan", seat: "Seat", round: "Round", from: "From",
    honba: "Honba", sticks: "Sticks", rules: "Rules", situation: "Situation", kita: "Kita",
    tiles_left: "Tap {n} more tile{s}", tap_tiles: "Tap tiles to build the hand",
    waits: "Waits", tile: "Tile", shape: "Shape", left: "Left", ron: "Ron",
    discard: "Discard", worth: "worth", game: "Game", scorer: "Hand", complete: "complete",
    indicators: "Indicators", acceptance: "Acceptance",
    notation: "Notation", melds_hint: "A meld button, then its first tile",
    working: "…", score: "Score", furiten: "Furiten", unknown: "—",
  },
  ja: {
    hand: "手牌", chi: "チー", pon: "ポン", kan: "明槓", ckan: "暗槓", dora: "ドラ",
    ura: "裏ドラ", back: "⌫", clear: "クリア", tsumo: "ツモ", riichi: "リーチ",
    double_riichi: "ダブリー", ippatsu: "一発", haitei: "海底", houtei: "河底",
    rinshan: "嶺上", chankan: "槍槓", seat: "自風", round: "場風", from: "放銃",
    honba: "本場", sticks: "供託", rules: "ルール", situation: "状況", kita: "抜きドラ",
    tiles_left: "あと{n}枚", tap_tiles: "牌をタップして手牌を作る",
    waits: "待ち", tile: "牌", shape: "形", left: "残り", ron: "ロン",
    discard: "打", worth: "期待値", game: "対局", scorer: "点数計算", complete: "和了形",
    indicators: "表示牌", acceptance: "受け入れ",
    notation: "記法", melds_hint: "副露ボタンを押して最初の牌を選ぶ",
    working: "…", score: "点数", furiten: "振聴", unknown: "—",
  },
};

export function say(lang, key, values = {}) {
  let text = (WORDS[lang] || WORDS.en)[key] ?? WORDS.en[key] ?? key;
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, value);
  return text;
}

export function windFace(wind, lang) {
  return lang === "ja" ? WIND_FACES[wind] : wind;
}

// Tiles ------------------------------------------------------------------------------------

// The rank a tile sorts by: suit, then number (a red five just after the plain five).
function rank(tile) {
  const digit = Number(tile[0]);
  return SUITS.indexOf(tile[1]) * 20 + (digit === 0 ? 10.5 : digit * 2);
}

export function sortTiles(tiles) {
  return [...tiles].sort((a, b) => rank(a) - rank(b));
}

// Tiles written as the notation groups them: "234m567p8s".
export function writeTiles(tiles) {
  let text = "";
  let run = "";
  let suit = "";
  for (const tile of tiles) {
    if (tile[1] !== suit && run) {
      text += run + suit;
      run = "";
    }
    suit = tile[1];
    run += tile[0];
  }
  return run ? text + run + suit : text;
}

export function tileElement(tile, { small = false, tag = "span", win = false } = {}) {
  const node = document.createElement(tag);
  const suit = tile[1];
  const digit = tile[0];
  node.className = `tile ${suit}${small ? " small" : ""}${digit === "0" ? " red" : ""}`
    + (suit === "z" && digit === "6" ? " dragon-g" : "")
    + (suit === "z" && digit === "7" ? " dragon-r" : "")
    + (win ? " win" : "");
  node.dataset.tile = tile;
  const number = document.createElement("span");
  number.className = "n";
  number.textContent = suit === "z" ? HONOR_FACES[digit] : (digit === "0" ? "5" : digit);
  node.append(number);
  if (suit !== "z") {
    const face = document.createElement("span");
    face.className = "s";
    face.textContent = SUIT_FACES[suit];
    node.append(face);
  }
  if (tag === "button") {
    node.type = "button";
    node.setAttribute("aria-label", tile);
  }
  return node;
}

// The hand ---------------------------------------------------------------------------------

// A hand as the editor holds it: the concealed tiles in the order they were tapped (the last
// is the winning tile), the melds, and the dora and ura dora indicators.
export function emptyHand() {
  return { tiles: [], melds: [], dora: [], ura: [] };
}

export function meldTiles(kind, tile) {
  const digit = Number(tile[0]) || 5;
  const suit = tile[1];
  if (kind === "chi") {
    if (suit === "z" || digit > 7) return null;
    return [0, 1, 2].map((step) => (step === 0 ? tile : `${digit + step}${suit}`));
  }
  const plain = `${digit}${suit}`;
  const count = kind === "pon" ? 3 : 4;
  return Array.from({ length: count }, (_, index) => (index === 0 ? tile : plain));
}

export function handSize(hand) {
  return hand.tiles.length + 3 * hand.melds.length;
}

export function meldText(meld) {
  const body = writeTiles(sortTiles(meld.tiles));
  return meld.kind === "ckan" ? `(${body})` : `[${body}]`;
}

// The hand in mjscore's notation: with 14 tiles the last tile tapped is the winning one.
export function handText(hand) {
  const melds = hand.melds.map(meldText);
  let concealed;
  if (handSize(hand) === 14 && hand.tiles.length) {
    const rest = hand.tiles.slice(0, -1);
    concealed = `${writeTiles(sortTiles(rest))}+${hand.tiles.at(-1)}`;
  } else {
    concealed = writeTiles(sortTiles(hand.tiles));
  }
  return [concealed, ...melds].filter(Boolean).join(" ");
}

// The notation read back into the editor, for the forms the editor writes (digits and suit
// letters, "+" and the winning tile, [chi/pon/kan] and (closed kan)); null for anything else,
// which is then sent to the server as it is and its answer shown.
export function readHand(text) {
  const hand = emptyHand();
  let win = null;
  const pattern = /\s+|\+([0-9][mpsz])|([0-9]+[mpsz])|\[([0-9mpsz]+)\]|\(([0-9mpsz]+)\)/y;
  let at = 0;
  const source = text.trim();
  while (at < source.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (!match) return null;
    at = pattern.lastIndex;
    if (match[1]) win = match[1];
    else if (match[2]) hand.tiles.push(...expand(match[2]));
    else if (match[3] || match[4]) {
      const tiles = expand(match[3] || match[4]);
      if (!tiles || tiles.length < 3 || tiles.length > 4) return null;
      const same = new Set(tiles.map((tile) => (tile[0] === "0" ? "5" : tile[0]) + tile[1]));
      const kind = match[4] ? "ckan" : same.size === 1 ? (tiles.length === 4 ? "kan" : "pon") : "chi";
      hand.melds.push({ kind, tiles });
    }
  }
  if (hand.tiles.includes(undefined)) return null;
  if (win) hand.tiles.push(win);
  return hand;
}

function expand(group) {
  const tiles = [];
  let digits = "";
  for (const char of group) {
    if (/[0-9]/.test(char)) digits += char;
    else {
      if (!digits) return null;
      for (const digit of digits) tiles.push(digit + char);
      digits = "";
    }
  }
  return digits ? null : tiles;
}

// The rows of the palette: a suit a row (its red five after the nine), the honors last. With
// three players' 108 tiles only 1m and 9m are left of the characters: they join the honors'
// row, so that the palette keeps four rows.
export function paletteRows(tiles) {
  const rows = SUITS.map((suit) => {
    const row = tiles.filter((tile) => tile[1] === suit && tile[0] !== "0");
    return [...row, ...tiles.filter((tile) => tile[1] === suit && tile[0] === "0")];
  });
  const [man, pin, sou, honors] = rows;
  if (man.length && man.length + honors.length < 10) {
    return [pin, sou, [...man, null, ...honors]].filter((row) => row.length);
  }
  return rows.filter((row) => row.length);
}

// The editor: the hand strip, the notation field, the meld and indicator modes and the
// palette, inside `root`; `changed` is called after every change.
export class HandEditor {
  constructor(root, { lang, changed, hand = emptyHand(), table = FOUR_PLAYERS }) {
    this.root = root;
    this.lang = lang;
    this.changed = changed;
    this.hand = hand;
    this.table = table;
    this.mode = "hand";
    this.typed = null; // notation typed that the editor cannot show as tiles
    this.render();
  }

  setLang(lang) {
    this.lang = lang;
    this.render();
  }

  // The rules' table: the tiles the palette offers, and whether chi may be called.
  setTable(table) {
    this.table = table;
    if (this.mode === "chi" && !table.chi) this.mode = "hand";
    this.render();
  }

  text() {
    return this.typed ?? handText(this.hand);
  }

  tap(tile) {
    this.typed = null;
    const mode = this.mode;
    if (mode === "hand") {
      if (handSize(this.hand) >= 14) return;
      this.hand.tiles.push(tile);
    } else if (mode === "dora" || mode === "ura") {
      this.hand[mode].push(tile);
      this.mode = "hand";
    } else {
      const tiles = meldTiles(mode, tile);
      if (!tiles || handSize(this.hand) + 3 > 14) return;
      this.hand.melds.push({ kind: mode, tiles });
      this.mode = "hand";
    }
    this.update();
  }

  update() {
    this.render();
    this.changed();
  }

  render() {
    const lang = this.lang;
    this.root.replaceChildren();
    const strip = document.createElement("div");
    strip.className = "hand-strip";
    strip.id = "hand-strip";
    const tiles = this.hand.tiles;
    const sized = handSize(this.hand) === 14;
    const shown = sized ? [...sortTiles(tiles.slice(0, -1)), tiles.at(-1)] : sortTiles(tiles);
    shown.forEach((tile, index) => {
      const node = tileElement(tile, { tag: "button", win: sized && index === shown.length - 1 });
      node.addEventListener("click", () => this.remove(tile));
      strip.append(node);
    });
    this.hand.melds.forEach((meld, index) => {
      const group = document.createElement("button");
      group.type = "button";
      group.className = `meld${meld.kind === "ckan" ? " closed" : ""}`;
      group.setAttribute("aria-label", meldText(meld));
      for (const tile of meld.tiles) group.append(tileElement(tile, { small: true }));
      group.addEventListener("click", () => {
        this.hand.melds.splice(index, 1);
        this.typed = null;
        this.update();
      });
      strip.append(group);
    });
    if (!tiles.length && !this.hand.melds.length) {
      const hint = document.createElement("span");
      hint.className = "hint";
      hint.textContent = say(lang, "tap_tiles");
      strip.append(hint);
    }
    this.root.append(strip);

    const indicators = document.createElement("div");
    indicators.className = "indicators";
    for (const kind of ["dora", "ura"]) {
      if (!this.hand[kind].length) continue;
      const label = document.createElement("span");
      label.className = "label";
      label.textContent = say(lang, kind);
      indicators.append(label);
      this.hand[kind].forEach((tile, index) => {
        const node = tileElement(tile, { small: true, tag: "button" });
        node.dataset.kind = kind;
        node.addEventListener("click", () => {
          this.hand[kind].splice(index, 1);
          this.update();
        });
        indicators.append(node);
      });
    }
    this.root.append(indicators);

    const notation = document.createElement("div");
    notation.className = "notation";
    const input = document.createElement("input");
    input.id = "notation";
    input.value = this.text();
    input.setAttribute("aria-label", say(lang, "notation"));
    input.autocomplete = "off";
    input.spellcheck = false;
    input.addEventListener("change", () => this.typedText(input.value));
    const back = this.button(say(lang, "back"), "act", () => {
      this.typed = null;
      if (this.hand.tiles.length) this.hand.tiles.pop();
      else this.hand.melds.pop();
      this.update();
    });
    back.id = "back";
    const clear = this.button(say(lang, "clear"), "act danger", () => {
      this.typed = null;
      this.hand = emptyHand();
      this.update();
    });
    clear.id = "clear";
    notation.append(input, back, clear);
    this.root.append(notation);

    const buttons = document.createElement("div");
    buttons.className = "modes";
    const modes = ["chi", "pon", "kan", "ckan", "dora", "ura"].filter((mode) =>
      mode !== "chi" || this.table.chi);
    for (const mode of modes) {
      const chip = this.button(say(lang, mode), "chip", () => {
        this.mode = this.mode === mode ? "hand" : mode;
        this.render();
      });
      chip.id = `mode-${mode}`;
      chip.setAttribute("aria-pressed", String(this.mode === mode));
      buttons.append(chip);
    }
    this.root.append(buttons);

    const palette = document.createElement("div");
    palette.className = "palette";
    palette.id = "palette";
    for (const row of paletteRows(this.table.tiles)) {
      row.forEach((tile, index) => {
        const node = tile ? tileElement(tile, { tag: "button" }) : element("span", { class: "gap" });
        if (tile) node.addEventListener("click", () => this.tap(tile));
        if (index === 0) node.style.gridColumnStart = "1"; // each row on a line of its own
        palette.append(node);
      });
    }
    this.root.append(palette);
  }

  button(text, className, action) {
    const node = document.createElement("button");
    node.type = "button";
    node.className = className;
    node.textContent = text;
    node.addEventListener("click", action);
    return node;
  }

  remove(tile) {
    const index = this.hand.tiles.lastIndexOf(tile);
    if (index >= 0) this.hand.tiles.splice(index, 1);
    this.typed = null;
    this.update();
  }

  typedText(text) {
    const hand = readHand(text);
    if (hand) {
      this.hand = { ...hand, dora: this.hand.dora, ura: this.hand.ura };
      this.typed = null;
    } else {
      this.typed = text.trim();
    }
    this.update();
  }
}

// The API ----------------------------------------------------------------------------------

// POST a JSON body to an endpoint: {ok, status, data}; a network failure is an error too.
export async function api(path, body) {
  try {
    const response = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await response.json();
    return { ok: response.ok, status: response.status, data };
  } catch (error) {
    return { ok: false, status: 0, data: { error: { code: "offline", message: String(error) } } };
  }
}

export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

// A table of rows of cells; a cell that is an array is [text, class].
export function table(headers, rows, { className = "" } = {}) {
  const head = element("tr", {}, ...headers.map(([text, cls]) =>
    element("th", { class: cls || "", text })));
  const body = rows.map((row) => element("tr", { class: row.className || "" },
    ...row.cells.map(([text, cls]) => element("td", { class: cls || "", text }))));
  return element("table", { class: className }, element("thead", {}, head),
    element("tbody", {}, ...body));
}

let presets = null;

// The rule presets with their tables (asked of the server once): [] when it cannot answer.
export async function presetList() {
  presets = presets || api("/api/presets");
  const reply = await presets;
  return reply.ok ? reply.data.presets : [];
}

// The table of a preset by its name (four players' when the name is not a preset's).
export function tableOf(list, name) {
  const preset = list.find((item) => item.name === name);
  return preset ? { seats: preset.seats, kita: preset.kita, chi: preset.chi, tiles: preset.tiles }
    : FOUR_PLAYERS;
}

// Fill a <select> with the rule presets, three-player ones marked.
export async function loadPresets(select, chosen) {
  const list = await presetList();
  if (!list.length) return;
  select.replaceChildren(...list.map((preset) => element("option", { value: preset.name,
    text: preset.seats === 3 ? `${preset.name} (3p)` : preset.name })));
  select.value = chosen;
}
