// The game page: a whole game kept as the lines of an mjscore score sheet. The lines live in
// this browser's storage; every change sends them all to the server, which plays them
// through mjscore's ledger and answers with the hands, the table and at the end the result.
// The server keeps no game: a reload, or a restart of the server, loses nothing.

import {
  FOUR_PLAYERS, HandEditor, WINDS, api, element, emptyHand, handSize, loadPresets, presetList,
  say, tableOf, windFace,
} from "./core.js";

const STORE = "mjscore.game";
const GAME_WORDS = {
  en: {
    players: "Players", start: "Start the game", name: "Player {n}", win: "Win", draw: "Draw",
    chombo: "Chombo", undo: "Undo", end: "End the game", winner: "Winner", how: "How",
    ron_from: "Ron from", value: "Value", claim: "Han and fu", by_hand: "The hand",
    add: "Add the hand", tenpai: "Tenpai", cancel: "Cancel", riichi: "Riichi", who: "Who",
    honba: "honba", sticks: "sticks", hands: "Hands", final: "Final", place: "#",
    player: "Player", score: "Score", points: "Points", sheet: "The sheet", copy: "Copy",
    download: "Download", new_game: "New game", copied: "Copied", dealer: "dealer",
    limit: "Limit", fu: "Fu", han: "Han", first_dealer: "first dealer first",
  },
  ja: {
    players: "対局者", start: "対局開始", name: "プレイヤー{n}", win: "和了", draw: "流局",
    chombo: "チョンボ", undo: "取り消し", end: "終局", winner: "和了者", how: "和了方",
    ron_from: "放銃者", value: "点数", claim: "翻・符", by_hand: "手牌",
    add: "記入", tenpai: "聴牌", cancel: "やめる", riichi: "リーチ", who: "誰",
    honba: "本場", sticks: "供託", hands: "局", final: "最終結果", place: "順位",
    player: "名前", score: "点数", points: "ポイント", sheet: "記録", copy: "コピー",
    download: "保存", new_game: "新しい対局", copied: "コピーしました", dealer: "親",
    limit: "満貫以上", fu: "符", han: "翻", first_dealer: "起家から",
  },
};
const LIMITS = [["mangan", "満貫"], ["haneman", "跳満"], ["baiman", "倍満"],
  ["sanbaiman", "三倍満"], ["yakuman", "役満"]];
const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

let lang = localStorage.getItem("mjscore.lang") === "ja" ? "ja" : "en";
let lines = load();
let reply = null; // the server's last answer for these lines
let panel = null; // the open entry: {kind: "win" | "draw" | "chombo", ...}
let riichi = new Set();
let presets = [];
let setupRules = "tenhou"; // the preset chosen on the first screen
const typedNames = ["", "", "", ""]; // the names typed there, kept while the rules change

function word(key, values = {}) {
  let text = GAME_WORDS[lang][key] ?? GAME_WORDS.en[key] ?? say(lang, key);
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, value);
  return text;
}

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || "null");
    return Array.isArray(saved) && saved.every((line) => typeof line === "string") ? saved : [];
  } catch {
    return [];
  }
}

function save() {
  if (lines.length) localStorage.setItem(STORE, JSON.stringify(lines));
  else localStorage.removeItem(STORE);
}

async function play() {
  save();
  if (!lines.length) {
    reply = null;
    render();
    document.body.dataset.busy = "0";
    return;
  }
  document.body.dataset.busy = "1";
  const sent = lines;
  const answer = await api("/api/game", { lines, lang });
  if (sent !== lines) return; // a later change has its own request
  reply = answer;
  render();
  document.body.dataset.busy = "0";
}

function button(text, action, className = "act", id = "") {
  const node = element("button", { type: "button", class: className, text });
  if (id) node.id = id;
  node.addEventListener("click", action);
  return node;
}

function chip(text, pressed, action, id = "") {
  const node = button(text, action, "chip", id);
  node.setAttribute("aria-pressed", String(pressed));
  return node;
}

function row(label, ...children) {
  return element("div", { class: "row" }, element("span", { class: "name", text: label }),
    ...children);
}

function players() {
  return reply && reply.ok ? reply.data.players : [];
}

// The table of the game's rules (its `rules:` line): seats, kita, the tiles in play.
function gameTable() {
  const line = lines.find((text) => /^\s*rules\s*:/i.test(text));
  return line ? tableOf(presets, line.split(":")[1].trim()) : FOUR_PLAYERS;
}

// The name as a sheet can hold it: one word.
function plain(name) {
  return name.trim().replace(/[\s,;=#"「」]+/g, "_");
}

function render() {
  const root = document.getElementById("game");
  document.documentElement.lang = lang;
  document.getElementById("lang-en").setAttribute("aria-pressed", String(lang === "en"));
  document.getElementById("lang-ja").setAttribute("aria-pressed", String(lang === "ja"));
  document.getElementById("to-hand").textContent = say(lang, "scorer");
  if (!lines.length) return root.replaceChildren(setup());
  if (!reply) return root.replaceChildren();
  if (!reply.ok) {
    return root.replaceChildren(element("section", { class: "card" },
      element("p", { class: "error", id: "error", text: reply.data.error.message }),
      button(word("undo"), undo, "act", "undo")));
  }
  const data = reply.data;
  const parts = [];
  if (data.result) parts.push(result(data));
  else parts.push(status(data), actions(data));
  if (panel && !data.result) parts.push(entry(data));
  for (const error of data.errors) {
    parts.push(element("p", { class: "problem", text: `${error.error.code}: ${error.error.message}` }));
  }
  parts.push(hands(data));
  root.replaceChildren(...parts);
}

function setup() {
  const seats = tableOf(presets, setupRules).seats;
  const names = element("div", { class: "names" });
  for (let index = 1; index <= seats; index += 1) {
    const input = element("input", { id: `player-${index}`, placeholder: word("name", { n: index }),
      autocomplete: "off" });
    input.value = typedNames[index - 1];
    input.addEventListener("input", () => { typedNames[index - 1] = input.value; });
    names.append(input);
  }
  const select = element("select", { id: "rules" });
  select.append(element("option", { value: setupRules, text: setupRules }));
  loadPresets(select, setupRules);
  // Three-player rules ask for three names: the North seat is not at the table.
  select.addEventListener("change", () => {
    setupRules = select.value;
    render();
  });
  const start = button(word("start"), () => {
    const given = Array.from({ length: seats }, (_, index) =>
      plain(typedNames[index]) || word("name", { n: index + 1 }));
    lines = [`players: ${given.map(plain).join(" ")}`, `rules: ${setupRules}`];
    play();
  }, "act primary", "start");
  return element("section", { class: "card" },
    row(say(lang, "rules"), select),
    element("h2", { text: `${word("players")} (${word("first_dealer")})` }), names,
    element("div", { class: "row" }, start));
}

function status(data) {
  const state = data.state;
  const seats = data.players.length;
  const cards = data.players.map((name, seat) => {
    const wind = WINDS[(seat - state.dealer + seats) % seats];
    return element("div", { class: `player${seat === state.dealer ? " dealer" : ""}`,
      id: `seat-${seat}` },
    element("div", { class: "who" }, element("b", { text: name }),
      element("span", { text: windFace(wind, lang) + (seat === state.dealer ? ` · ${word("dealer")}` : "") })),
    element("div", { class: "score", text: state.scores[seat].toLocaleString("en-US") }));
  });
  return element("section", {},
    element("div", { class: "status" },
      element("span", { class: "label", id: "label", text: state.label }),
      element("span", { id: "honba", text: `${state.honba} ${word("honba")}` }),
      element("span", { id: "sticks", text: `${state.sticks} ${word("sticks")}` })),
    element("div", { class: `table${seats === 3 ? " three" : ""}`, id: "table" }, ...cards));
}

function actions(data) {
  const riichiRow = row(word("riichi"), ...data.players.map((name, seat) =>
    chip(name, riichi.has(seat), () => {
      if (riichi.has(seat)) riichi.delete(seat);
      else riichi.add(seat);
      render();
    }, `riichi-${seat}`)));
  const open = (kind) => () => {
    panel = panel && panel.kind === kind ? null : { kind, tenpai: new Set(), hand: emptyHand(),
      flags: {} };
    render();
  };
  return element("section", { class: "card" }, riichiRow,
    element("div", { class: "row" },
      button(word("win"), open("win"), "act primary", "open-win"),
      button(word("draw"), open("draw"), "act", "open-draw"),
      button(word("chombo"), open("chombo"), "act", "open-chombo"),
      button(word("undo"), undo, "act", "undo"),
      button(word("end"), () => {
        lines = [...lines, "end"];
        panel = null;
        play();
      }, "act danger", "end")));
}

function segment(name, chosen, choices, action) {
  const group = element("div", { class: "seg", role: "group", id: `seg-${name}` });
  for (const [value, text] of choices) {
    const node = button(text, () => action(value), "", `${name}-${value}`);
    node.setAttribute("aria-pressed", String(value === chosen));
    group.append(node);
  }
  return group;
}

function entry(data) {
  const names = data.players.map((name, seat) => [seat, name]);
  const card = element("section", { class: "card", id: "panel" });
  if (panel.kind === "draw") {
    card.append(row(word("tenpai"), ...names.map(([seat, name]) =>
      chip(name, panel.tenpai.has(seat), () => {
        if (panel.tenpai.has(seat)) panel.tenpai.delete(seat);
        else panel.tenpai.add(seat);
        render();
      }, `tenpai-${seat}`))));
    const who = [...panel.tenpai].sort().map((seat) => data.players[seat]);
    card.append(element("div", { class: "row" }, button(word("add"), () =>
      addLine(who.length ? `draw tenpai ${who.join(" ")}` : "draw noten"), "act primary", "add")));
    return card;
  }
  if (panel.kind === "chombo") {
    card.append(row(word("who"), segment("chombo", panel.who, names, (seat) => {
      panel.who = seat;
      render();
    })));
    if (panel.who !== undefined) {
      card.append(element("div", { class: "row" }, button(word("add"), () =>
        addLine(`chombo ${data.players[panel.who]}`), "act primary", "add")));
    }
    return card;
  }
  card.append(row(word("winner"), segment("winner", panel.winner, names, (seat) => {
    panel.winner = seat;
    if (panel.from === seat) panel.from = undefined;
    render();
  })));
  if (panel.winner !== undefined) {
    const ways = [["tsumo", say(lang, "tsumo")], ...names.filter(([seat]) => seat !== panel.winner)];
    card.append(row(word("how"), segment("from", panel.from, ways, (value) => {
      panel.from = value;
      render();
    })));
  }
  if (panel.winner !== undefined && panel.from !== undefined) {
    card.append(row(word("value"), segment("way", panel.way || "claim",
      [["claim", word("claim")], ["hand", word("by_hand")]], (value) => {
        panel.way = value;
        render();
      })));
    card.append(panel.way === "hand" ? handEntry() : claimEntry());
    const ready = panel.way === "hand" ? handSize(panel.hand) === 14
      : panel.limit || (panel.han && panel.fu);
    if (ready) {
      card.append(element("div", { class: "row" },
        button(word("add"), () => addLine(winLine(data)), "act primary", "add")));
    }
  }
  return card;
}

function claimEntry() {
  const box = element("div", {});
  const han = element("div", { class: "grid-han" });
  for (const value of [1, 2, 3, 4]) {
    han.append(chip(`${value}${lang === "ja" ? "翻" : " han"}`, panel.han === value && !panel.limit, () => {
      panel.han = value;
      panel.limit = null;
      render();
    }, `han-${value}`));
  }
  const limits = element("div", { class: "grid-limit" });
  for (const [id, ja] of LIMITS) {
    limits.append(chip(lang === "ja" ? ja : id, panel.limit === id, () => {
      panel.limit = id;
      render();
    }, `limit-${id}`));
  }
  box.append(han, limits);
  if (!panel.limit) {
    const fu = element("div", { class: "grid-fu" });
    for (const value of FU) {
      fu.append(chip(`${value}`, panel.fu === value, () => {
        panel.fu = value;
        render();
      }, `fu-${value}`));
    }
    box.append(element("h2", { text: word("fu") }), fu);
  }
  if (gameTable().kita) box.append(kitaStepper());
  return box;
}

let editor = null;
function handEntry() {
  const box = element("div", {});
  const table = gameTable();
  editor = new HandEditor(box, { lang, hand: panel.hand, table, changed: () => {
    panel.hand = editor.hand;
    render();
  } });
  const flags = element("div", { class: "row" });
  const tsumo = panel.from === "tsumo";
  for (const flag of ["ippatsu", tsumo ? "haitei" : "houtei", "rinshan", "chankan"]) {
    flags.append(chip(say(lang, flag), Boolean(panel.flags[flag]), () => {
      panel.flags[flag] = !panel.flags[flag];
      render();
    }, `flag-${flag}`));
  }
  box.append(flags);
  if (table.kita) box.append(kitaStepper());
  return box;
}

// The Norths the winner set aside (three players): one tap each, written `kita N`.
function kitaStepper() {
  const count = panel.kita || 0;
  const step = (by) => () => {
    panel.kita = Math.min(4, Math.max(0, count + by));
    render();
  };
  return row(say(lang, "kita"), element("span", { class: "stepper" },
    button("−", step(-1), "", "kita-minus"), element("output", { id: "kita-value", text: String(count) }),
    button("+", step(1), "", "kita-plus")));
}

function winLine(data) {
  const winner = data.players[panel.winner];
  const head = panel.from === "tsumo" ? `tsumo ${winner}`
    : `ron ${winner} from ${data.players[panel.from]}`;
  const kita = panel.kita ? ` kita ${panel.kita}` : "";
  if (panel.way !== "hand") {
    return `${head} ${panel.limit || `${panel.han}h${panel.fu}f`}${kita}`;
  }
  const hand = editor ? editor.text() : "";
  const parts = [head, `"${hand}"`];
  if (panel.hand.dora.length) parts.push(`dora ${panel.hand.dora.join(",")}`);
  if (panel.hand.ura.length) parts.push(`ura ${panel.hand.ura.join(",")}`);
  for (const [flag, on] of Object.entries(panel.flags)) if (on) parts.push(flag);
  return parts.join(" ") + kita;
}

function addLine(event) {
  const data = reply.data;
  const declared = [...riichi].sort().map((seat) => data.players[seat]);
  const events = declared.length ? `riichi ${declared.join(" ")} ; ${event}` : event;
  lines = [...lines, `${data.state.label} ${events}`];
  panel = null;
  riichi = new Set();
  play();
}

function undo() {
  // The header lines (players, rules) stay; the last hand line goes.
  const last = lines.length - 1;
  if (last >= 0 && !/^\s*[a-z-]+\s*:/i.test(lines[last])) lines = lines.slice(0, -1);
  else if (lines.length <= 2) lines = [];
  panel = null;
  play();
}

function hands(data) {
  const rows = [...data.hands].reverse().map((hand) => {
    const cells = [element("td", { text: hand.view.label }),
      element("td", {}, element("div", { text: hand.view.events }),
        element("div", { class: "meta", text: hand.deltas.map((delta) => (delta > 0 ? `+${delta}` : `${delta}`)).join("  ") }),
        ...hand.view.problems.map((problem) => element("div", { class: "problem", text: problem })))];
    return element("tr", {}, ...cells);
  });
  return element("section", { class: "card answer" }, element("h2", { text: word("hands") }),
    element("table", { class: "log", id: "log" }, element("tbody", {}, ...rows)));
}

function sheetText() {
  return `${lines.join("\n")}\n`;
}

function result(data) {
  const result = data.result;
  const order = result.placings.map((place, seat) => [place, seat]).sort((a, b) => a[0] - b[0]);
  const rows = order.map(([place, seat]) => element("tr", {},
    element("td", { text: String(place) }), element("td", { text: data.players[seat] }),
    element("td", { class: "num", text: result.final_scores[seat].toLocaleString("en-US") }),
    element("td", { class: "num points", "data-seat": String(seat),
      text: (result.points[seat] > 0 ? "+" : "") + result.points[seat].toFixed(1) })));
  const head = element("tr", {}, ...[word("place"), word("player"), word("score"), word("points")]
    .map((text, index) => element("th", { class: index > 1 ? "num" : "", text })));
  const sheet = element("pre", { class: "sheet", id: "sheet", text: sheetText() });
  const copy = button(word("copy"), async () => {
    try {
      await navigator.clipboard.writeText(sheetText());
      copy.textContent = word("copied");
    } catch {
      const range = document.createRange();
      range.selectNodeContents(sheet);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    }
  }, "act", "copy");
  const download = element("a", { class: "act", id: "download", download: "mjscore-game.txt",
    href: URL.createObjectURL(new Blob([sheetText()], { type: "text/plain" })),
    text: word("download") });
  return element("section", { class: "card answer", id: "result" },
    element("h2", { text: word("final") }),
    element("table", { id: "final" }, element("thead", {}, head), element("tbody", {}, ...rows)),
    element("pre", { class: "block", id: "result-text", text: result.text }),
    element("h2", { text: word("sheet") }), sheet,
    element("div", { class: "row" }, copy, download,
      button(word("undo"), undo, "act", "undo"),
      button(word("new_game"), () => { lines = []; play(); }, "act danger", "new-game")));
}

function setLang(chosen) {
  lang = chosen;
  localStorage.setItem("mjscore.lang", lang);
  play();
}

document.getElementById("lang-en").addEventListener("click", () => setLang("en"));
document.getElementById("lang-ja").addEventListener("click", () => setLang("ja"));
presetList().then((list) => {
  presets = list;
  play();
});
