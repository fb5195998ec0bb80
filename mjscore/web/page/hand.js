// The hand page: tap a hand, set the situation, see the server's answer at once. The whole
// state is in the address (?hand=…&tsumo=1&seat=S…), so a hand can be shared or bookmarked.

import {
  FOUR_PLAYERS, HandEditor, WINDS, api, element, emptyHand, handSize, loadPresets, presetList,
  readHand, say, table, tableOf, tileElement, windFace,
} from "./core.js";

const FLAGS = ["tsumo", "riichi", "double_riichi", "ippatsu", "last", "rinshan", "chankan"];
// "last" is haitei on a tsumo and houtei on a ron: one toggle, the right key sent.
const BEFORE_WIN = ["riichi", "double_riichi", "seat", "round", "dora", "ura", "kita", "honba",
  "sticks"];
const COUNTS = ["honba", "sticks", "kita"];

const state = {
  lang: "en", rules: "tenhou", seat: "E", round: "E", from: null, honba: 0, sticks: 0, kita: 0,
  flags: Object.fromEntries(FLAGS.map((flag) => [flag, false])),
};
let editor;
let asked = 0;
let presets = [];
let rulesTable = FOUR_PLAYERS; // the chosen preset's seats, kita and tiles in play

// The seats at the table: East, South, West (and North with four players).
function seats() {
  return WINDS.slice(0, rulesTable.seats);
}

// The preset chosen: its table, and the seats and kita it leaves possible.
function chooseRules(name) {
  state.rules = name;
  rulesTable = tableOf(presets, name);
  for (const key of ["seat", "round", "from"]) {
    if (state[key] && !seats().includes(state[key])) state[key] = key === "from" ? null : "E";
  }
  if (!rulesTable.kita) state.kita = 0;
  if (editor) editor.setTable(rulesTable);
}

function readAddress() {
  const query = new URLSearchParams(location.search);
  state.lang = query.get("lang") === "ja" ? "ja" : "en";
  state.rules = query.get("rules") || "tenhou";
  for (const key of ["seat", "round"]) {
    if (WINDS.includes(query.get(key))) state[key] = query.get(key);
  }
  state.from = WINDS.includes(query.get("from")) ? query.get("from") : null;
  for (const key of COUNTS) state[key] = Math.max(0, parseInt(query.get(key), 10) || 0);
  for (const flag of FLAGS) state.flags[flag] = query.get(flag) === "1";
  const hand = emptyHand();
  const text = query.get("hand") || "";
  const read = text ? readHand(text) : hand;
  const list = (key) => (query.get(key) || "").split(",").filter((tile) => /^[0-9][mpsz]$/.test(tile));
  const given = read || hand;
  given.dora = list("dora");
  given.ura = list("ura");
  return { hand: given, typed: read ? null : text };
}

function writeAddress() {
  const query = new URLSearchParams();
  const text = editor.text();
  if (text) query.set("hand", text);
  for (const kind of ["dora", "ura"]) {
    if (editor.hand[kind].length) query.set(kind, editor.hand[kind].join(","));
  }
  for (const flag of FLAGS) if (state.flags[flag]) query.set(flag, "1");
  if (state.seat !== "E") query.set("seat", state.seat);
  if (state.round !== "E") query.set("round", state.round);
  if (state.from && !state.flags.tsumo) query.set("from", state.from);
  for (const key of COUNTS) if (state[key]) query.set(key, String(state[key]));
  if (state.rules !== "tenhou") query.set("rules", state.rules);
  if (state.lang !== "en") query.set("lang", state.lang);
  const search = query.toString();
  history.replaceState(null, "", search ? `?${search}` : location.pathname);
}

function record(full) {
  const keys = {
    hand: editor.text(), rules: state.rules, lang: state.lang, seat: state.seat,
    round: state.round, honba: state.honba, sticks: state.sticks, dora: editor.hand.dora,
    ura: editor.hand.ura, riichi: state.flags.riichi, double_riichi: state.flags.double_riichi,
  };
  if (rulesTable.kita) keys.kita = state.kita; // (a key only rules with kita take)
  if (!full) {
    for (const key of Object.keys(keys)) {
      if (!["hand", "rules", "lang", ...BEFORE_WIN].includes(key)) delete keys[key];
    }
    return keys;
  }
  keys.tsumo = state.flags.tsumo;
  keys.ippatsu = state.flags.ippatsu;
  keys.rinshan = state.flags.rinshan;
  keys.chankan = state.flags.chankan;
  keys[state.flags.tsumo ? "haitei" : "houtei"] = state.flags.last;
  if (!state.flags.tsumo && state.from && state.from !== state.seat) keys.discarder = state.from;
  return keys;
}

async function refresh() {
  const ask = ++asked;
  document.body.dataset.busy = "1";
  await answerHand(ask);
  if (ask === asked) document.body.dataset.busy = "0";
}

// The server's answer for the hand as it is now: its score (14 tiles), its waits (13), the
// discards that leave it tenpai (14 tiles, not complete), or how many tiles are missing.
async function answerHand(ask) {
  writeAddress();
  renderSituation();
  const size = editor.typed === null ? handSize(editor.hand) : null;
  const answer = document.getElementById("answer");
  if (size !== null && size !== 13 && size !== 14) {
    const left = 13 - size;
    const text = size < 13 ? say(state.lang, "tiles_left", { n: left, s: left === 1 ? "" : "s" })
      : "";
    answer.replaceChildren(element("p", { class: "meta", text }));
    setLive(text || say(state.lang, "tap_tiles"));
    return;
  }
  let reply;
  if (size === 13) {
    reply = await api("/api/waits", record(false));
    if (ask !== asked) return;
    if (reply.ok) return showWaits(reply.data);
  } else {
    reply = await api("/api/score", record(true));
    if (ask !== asked) return;
    if (reply.ok) return showScore(reply.data);
    if (reply.data.error && reply.data.error.code === "not_a_winning_hand" && size === 14) {
      const discards = await api("/api/discards", record(false));
      if (ask !== asked) return;
      if (discards.ok) return showDiscards(discards.data, reply.data.error.message);
    }
  }
  showError(reply.data.error);
}

function setLive(text, detail = "") {
  const live = document.getElementById("live");
  live.replaceChildren(element("span", { id: "live-text", text }));
  if (detail) live.append(element("small", { text: detail }));
}

function showError(error) {
  const answer = document.getElementById("answer");
  answer.replaceChildren(
    element("p", { class: "error", id: "error", text: error.message }),
    element("p", { class: "meta", text: error.code }),
  );
  setLive(error.message);
}

function showScore(data) {
  const view = data.view;
  const labels = view.labels;
  const answer = document.getElementById("answer");
  const yaku = table([[labels.yaku], [labels.han, "num"]], [
    ...view.yaku.map((row) => ({ cells: [[row.name], [row.han, "num"]] })),
    { className: "total", cells: [[labels.total], [view.han, "num"]] },
  ], { className: "yaku" });
  const fu = table([[labels.item], [labels.fu, "num"]], [
    ...view.fu.map((row) => ({ cells: [[row.item], [row.fu, "num"]] })),
    { className: "total", cells: [[labels.total], [view.fu_total, "num"]] },
  ], { className: "fu" });
  const payments = table([[labels.seat], [labels.role], [labels.points, "num"]],
    view.payments.map((row) => ({
      cells: [[row.seat], [row.roles], [row.points, `num ${row.amount < 0 ? "minus" : "plus"}`]],
    })), { className: "payments" });
  payments.id = "payments";
  answer.replaceChildren(
    element("p", { class: "summary", id: "summary", text: view.summary }),
    element("p", { class: "meta", id: "reading", text: `${labels.reading}: ${view.reading}` }),
    element("p", { class: "meta", text: `${labels.situation}: ${view.situation}` }),
    element("p", { class: "meta", text: `${labels.rules}: ${view.rules}` }),
    yaku, fu, payments,
  );
  setLive(view.summary, view.reading);
}

function waitRows(view) {
  return view.waits.map((wait) => {
    const cell = element("td", {});
    cell.append(tileElement(wait.tile, { small: true }));
    const detail = element("td", {},
      element("div", { text: `${wait.shape} · ${say(state.lang, "left")} ${wait.left}` }),
      element("div", { text: `${say(state.lang, "ron")}: ${wait.ron}` }),
      element("div", { text: `${say(state.lang, "tsumo")}: ${wait.tsumo}` }),
      element("div", { class: "meta", text: wait.yaku }));
    return element("tr", { "data-tile": wait.tile }, cell, detail);
  });
}

function showWaits(data) {
  const view = data.view;
  const answer = document.getElementById("answer");
  const rows = element("table", { id: "waits" }, element("tbody", {}, ...waitRows(view)));
  answer.replaceChildren(element("p", { class: "summary", id: "summary", text: view.status }));
  if (view.furiten) {
    answer.append(element("p", { class: "meta", text: `${say(state.lang, "furiten")}: ${view.furiten}` }));
  }
  if (view.acceptance) {
    answer.append(element("p", { class: "meta", id: "acceptance",
      text: `${say(state.lang, "acceptance")}: ${view.acceptance}` }));
  }
  if (view.waits.length) answer.append(element("h2", { text: say(state.lang, "waits") }), rows);
  setLive(view.status, view.waits.map((wait) => wait.tile).join(" ") || view.acceptance || "");
}

// The discard view of 14 tiles that do not win (何切る): the waits of each discard that
// leaves the hand tenpai, then the server's rows, one per discard (the shanten after it, the
// copies it accepts and their kinds, at 1 shanten the best ron and tsumo it can reach).
function showDiscards(data, message) {
  const view = data.view;
  const labels = view.labels;
  const answer = document.getElementById("answer");
  // The library's messages are English: the Japanese page has the status line alone.
  answer.replaceChildren(element("p", { class: "summary", id: "summary", text: view.status }));
  if (state.lang === "en") answer.append(element("p", { class: "meta", text: message }));
  const head = element("tr", {}, ...[[""], [labels.shanten, "num"],
    [labels.tiles_left, "num"], [labels.acceptance]].map(([text, cls]) =>
    element("th", { class: cls || "", text })));
  const rows = view.rows.map((row) => {
    const tiles = element("div", { class: "accepted" },
      ...row.acceptance.map((tile) => tileElement(tile, { small: true })));
    const worth = row.worth ? `${say(state.lang, "worth")} ${row.worth}`
      : row.best_ron ? `${labels.best_ron} ${row.best_ron} · ${labels.best_tsumo} ${row.best_tsumo}` : "";
    return element("tr", { "data-tile": row.tile, class: row.shanten === 0 ? "tenpai" : "" },
      element("td", {}, tileElement(row.tile, { small: true })),
      element("td", { class: "num", text: String(row.shanten) }),
      element("td", { class: "num", text: String(row.left) }),
      element("td", {}, tiles, ...(worth ? [element("div", { class: "meta", text: worth })] : [])));
  });
  const list = element("div", { id: "discards" });
  for (const option of view.options) {
    const heading = element("h2", { class: "option", text: `${say(state.lang, "discard")} ` });
    heading.append(tileElement(option.discard, { small: true }),
      ` ${option.status} (${say(state.lang, "worth")} ${option.worth})`);
    list.append(heading, element("table", {}, element("tbody", {}, ...waitRows(option))));
  }
  // As `mjscore waits` prints them: the tenpai discards' waits first, then every discard.
  if (view.options.length) answer.append(list);
  answer.append(element("h2", { text: labels.choices }),
    element("table", { id: "discard-rows", class: "discard-rows" },
      element("thead", {}, head), element("tbody", {}, ...rows)));
  const best = view.options[0];
  const first = view.rows[0];
  const detail = best ? `${say(state.lang, "discard")} ${best.discard}: ${best.status}`
    : first ? `${say(state.lang, "discard")} ${first.tile}: ${labels.shanten} ${first.shanten}, ${labels.tiles_left} ${first.left}` : "";
  setLive(view.status, detail);
}

function chip(key, pressed, action, text) {
  const node = element("button", { type: "button", class: "chip", id: `flag-${key}`, text });
  node.setAttribute("aria-pressed", String(pressed));
  node.addEventListener("click", action);
  return node;
}

function segment(name, chosen, choices, action) {
  const group = element("div", { class: "seg", role: "group", id: `seg-${name}` });
  for (const [value, text] of choices) {
    const button = element("button", { type: "button", text, "data-value": value ?? "" });
    button.id = `${name}-${value ?? "none"}`;
    button.setAttribute("aria-pressed", String(value === chosen));
    button.addEventListener("click", () => action(value));
    group.append(button);
  }
  return group;
}

function stepper(key) {
  const out = element("output", { id: `${key}-value`, text: String(state[key]) });
  const minus = element("button", { type: "button", id: `${key}-minus`, text: "−" });
  const plus = element("button", { type: "button", id: `${key}-plus`, text: "+" });
  minus.addEventListener("click", () => { state[key] = Math.max(0, state[key] - 1); refresh(); });
  plus.addEventListener("click", () => { state[key] += 1; refresh(); });
  return element("span", { class: "stepper" }, minus, out, plus);
}

function renderSituation() {
  const lang = state.lang;
  const root = document.getElementById("situation");
  const flags = element("div", { class: "row" });
  for (const flag of FLAGS) {
    const word = flag === "last" ? (state.flags.tsumo ? "haitei" : "houtei") : flag;
    flags.append(chip(flag, state.flags[flag], () => {
      state.flags[flag] = !state.flags[flag];
      refresh();
    }, say(lang, word)));
  }
  const winds = seats().map((wind) => [wind, windFace(wind, lang)]);
  const row = (label, ...children) => element("div", { class: "row" },
    element("span", { class: "name", text: label }), ...children);
  const select = element("select", { id: "rules", "aria-label": say(lang, "rules") });
  select.append(element("option", { value: state.rules, text: state.rules }));
  select.addEventListener("change", () => { chooseRules(select.value); refresh(); });
  const rows = [
    flags,
    row(say(lang, "seat"), segment("seat", state.seat, winds, (wind) => { state.seat = wind; refresh(); })),
    row(say(lang, "round"), segment("round", state.round, winds, (wind) => { state.round = wind; refresh(); })),
  ];
  if (!state.flags.tsumo) {
    const others = [[null, "—"], ...winds.filter(([wind]) => wind !== state.seat)];
    rows.push(row(say(lang, "from"), segment("from", state.from, others, (wind) => {
      state.from = wind;
      refresh();
    })));
  }
  if (rulesTable.kita) rows.push(row(say(lang, "kita"), stepper("kita")));
  rows.push(row(say(lang, "honba"), stepper("honba")));
  rows.push(row(say(lang, "sticks"), stepper("sticks")));
  rows.push(row(say(lang, "rules"), select));
  root.replaceChildren(...rows);
  loadPresets(select, state.rules);
}

function setLang(lang) {
  state.lang = lang;
  document.documentElement.lang = lang;
  document.getElementById("lang-en").setAttribute("aria-pressed", String(lang === "en"));
  document.getElementById("lang-ja").setAttribute("aria-pressed", String(lang === "ja"));
  document.getElementById("to-game").textContent = say(lang, "game");
  editor.setLang(lang);
  refresh();
}

async function start() {
  const { hand, typed } = readAddress();
  presets = await presetList();
  chooseRules(state.rules);
  editor = new HandEditor(document.getElementById("editor"), {
    lang: state.lang, hand, changed: refresh, table: rulesTable,
  });
  if (typed) {
    editor.typed = typed;
    editor.render();
  }
  document.getElementById("lang-en").addEventListener("click", () => setLang("en"));
  document.getElementById("lang-ja").addEventListener("click", () => setLang("ja"));
  setLang(state.lang);
}

start();
