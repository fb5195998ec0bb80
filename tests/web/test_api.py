"""The JSON API of ``mjscore serve`` over real HTTP on the loopback: every endpoint against
the library's own answers, and every error code (``docs/serve.md``)."""

from __future__ import annotations

import http.client
import json
import socket
from typing import Any

import pytest

import mjscore
from mjscore.formatting import presets_data, score_data
from mjscore.rules import PRESETS
from mjscore.sheet import GameFinished, SheetSession
from mjscore.waiting import tenpai_discards, waits
from mjscore.web import ENDPOINTS, MAX_BODY, MAX_TARGET, PageServer

from ..support.cli import run, run_json

README_HAND = "234m567p8s+8s [4-56s] [777z]"
THREE_HAND = "111m456p789p234s5s+5s"
"""A hand of three players' 108 tiles."""


def request(server: PageServer, method: str, path: str, body: Any = None, *,
            headers: dict[str, str] | None = None, raw: bytes | None = None,
            host: str | None = None) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    sent = {"Host": host or f"127.0.0.1:{server.port}"}
    data = raw
    if body is not None:
        data = json.dumps(body).encode()
        sent["Content-Type"] = "application/json"
    sent.update(headers or {})
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    for name, value in sent.items():
        connection.putheader(name, value)
    if data is not None and "Content-Length" not in sent:
        connection.putheader("Content-Length", str(len(data)))
    connection.endheaders(data)
    response = connection.getresponse()
    payload = response.read()
    found = {name.lower(): value for name, value in response.getheaders()}
    connection.close()
    return response.status, found, payload


def api(server: PageServer, path: str, body: Any = None, **options: Any
        ) -> tuple[int, dict[str, Any]]:
    status, headers, payload = request(server, "POST" if body is not None else "GET", path,
                                       body, **options)
    assert headers["content-type"] == "application/json; charset=utf-8"
    return status, json.loads(payload)


def run_json_lines(*args: str, stdin: str) -> list[dict[str, Any]]:
    """The JSON lines of a command run in-process (``mjscore game - --json``)."""
    output = run(*args, "--json", stdin=stdin, exit_code=0).stdout
    return [json.loads(line) for line in output.splitlines()]


def error_code(reply: tuple[int, dict[str, Any]]) -> tuple[int, str]:
    status, data = reply
    assert set(data) == {"error"}
    assert {"code", "message"} <= set(data["error"]) <= {"code", "message", "column"}
    return status, data["error"]["code"]


# The endpoints ------------------------------------------------------------------------------


def test_score_gives_the_cli_record_and_its_words(server: PageServer) -> None:
    status, data = api(server, "/api/score", {"hand": README_HAND, "tsumo": True, "seat": "S",
                                              "dora": ["3m"]})
    assert status == 200
    view = data.pop("view")
    expected = score_data(mjscore.score(README_HAND, tsumo=True, seat="S", dora=["3m"]))
    assert data == json.loads(json.dumps(expected))
    assert view["summary"] == "South tsumo: 2 han 30 fu — 500 / 1,000"
    assert [row["amount"] for row in view["payments"]] == [-1000, 2000, -500, -500]


def test_score_in_japanese_and_under_other_rules(server: PageServer) -> None:
    status, data = api(server, "/api/score", {"hand": README_HAND, "tsumo": True, "seat": "S",
                                              "lang": "ja", "rules": "classic"})
    assert status == 200 and data["view"]["rules"] == "classic"
    assert data["view"]["yaku"][0]["name"] == "役牌 中"
    assert "ツモ" in data["view"]["summary"]


def test_waits_gives_the_cli_record(server: PageServer) -> None:
    body = {"hand": "23m456p567s678s55p", "seat": "S", "dora": ["4m"]}
    status, data = api(server, "/api/waits", {**body, "lang": "ja"})
    assert status == 200
    view = data.pop("view")
    assert data == json.loads(json.dumps(waits(body.pop("hand"), **body).as_record()))
    assert [row["tile"] for row in view["waits"]] == ["1m", "4m"]
    assert view["status"].startswith("聴牌")


def test_waits_of_a_hand_not_tenpai_gives_its_acceptance(server: PageServer) -> None:
    status, data = api(server, "/api/waits", {"hand": "13579m2468p1357s"})
    assert status == 200
    assert data["acceptance"] == run_json("waits", "13579m2468p1357s")["acceptance"]
    assert data["view"]["acceptance"].endswith(f"({data['acceptance_count']} tiles)")
    assert data["view"]["furiten"] is None


@pytest.mark.parametrize("hand", ["123m456p789s2345s+9m", "34568m5678p23567s",
                                  "13579m2468p1357s+9s"])
def test_discards_is_the_cli_s_discard_view(server: PageServer, hand: str) -> None:
    """The record of ``mjscore waits --json`` on 14 tiles (issue #27's discard view), from
    the same library call, at any shanten."""
    status, data = api(server, "/api/discards", {"hand": hand, "seat": "S"})
    assert status == 200
    view = data.pop("view")
    assert data == run_json("waits", hand, "--seat", "S")
    assert [row["tile"] for row in view["rows"]] == [row["tile"] for row in data["discards"]]
    assert [row["left"] for row in view["rows"]] == [row["acceptance_count"]
                                                     for row in data["discards"]]
    assert view["shanten"] == data["shanten"]
    assert [option["discard"] for option in view["options"]] == [
        str(option.discard) for option in tenpai_discards(hand, seat="S").options]


def test_the_discard_view_at_one_shanten_names_the_best_values(server: PageServer) -> None:
    _, data = api(server, "/api/discards", {"hand": "34568m5678p23567s", "lang": "ja"})
    view = data["view"]
    assert view["status"] == "聴牌になる打牌なし (1向聴)" and not view["options"]
    first = data["discards"][0]
    best = max(reached["ron"] for reached in first["tenpai"])
    assert view["rows"][0]["best_ron"] == f"{best:,}"
    assert view["rows"][-1]["best_ron"] is None  # 2 shanten: no tenpai reached is counted
    assert view["labels"]["acceptance"] == "受け入れ"


GAME = ["players: Aki Ben Chie Dai", "rules: tenhou", "E1 riichi Aki ; ron Chie from Ben 3h30f",
        'E2 tsumo Ben "234m567p8s+8s [456s] [777z]" dora 3m', "E2-1 draw tenpai Aki"]


def test_game_plays_the_lines_and_gives_the_table(server: PageServer) -> None:
    status, data = api(server, "/api/game", {"lines": GAME})
    assert status == 200
    assert data["players"] == ["Aki", "Ben", "Chie", "Dai"] and data["errors"] == []
    assert [hand["label"] for hand in data["hands"]] == ["E1", "E2", "E2-1"]
    assert data["hands"][0]["view"]["events"] == "riichi Aki; ron Chie from Ben 3han30fu 3900"
    _, japanese = api(server, "/api/game", {"lines": GAME, "lang": "ja"})
    assert [hand["view"]["events"] for hand in japanese["hands"]] == [
        "Aki リーチ; Chie ロン (Ben) 3翻30符 3900", "Ben ツモ 2翻30符 3000", "流局 聴牌 Aki"]
    state = data["state"]
    assert (state["label"], state["honba"], state["dealer"]) == ("E3-2", 2, 2)
    assert state["scores"] == [26000, 23100, 27900, 23000]
    assert data["result"] is None


def test_game_ends_when_asked_with_the_ledgers_result(server: PageServer) -> None:
    status, data = api(server, "/api/game", {"lines": GAME, "end": True, "lang": "ja"})
    assert status == 200
    session = SheetSession()
    answers = [answer for line in GAME for answer in session.feed(line)] + session.close()
    finished = [answer for answer in answers if isinstance(answer, GameFinished)]
    assert data["result"]["points"] == list(finished[0].report.result.points)
    assert data["result"]["text"].startswith("終局")


def test_game_before_its_first_hand_and_a_bad_line(server: PageServer) -> None:
    status, data = api(server, "/api/game", {"lines": GAME[:2]})
    assert status == 200 and data["state"]["scores"] == [25000] * 4
    assert data["state"]["dealer"] == 0 and data["hands"] == []
    status, data = api(server, "/api/game", {"lines": [*GAME[:2], "E1 ron Zed from Ben 1000"]})
    assert status == 200 and data["errors"][0]["line"] == 3
    assert data["errors"][0]["error"]["code"] == "unknown_player"


def test_a_three_player_game(server: PageServer) -> None:
    """A ``tenhou3`` sheet with kita played as ``mjscore game`` plays it; four names under
    three-player rules are the sheet's error, not the request's."""
    lines = ["players: Aki Ben Chie", "rules: tenhou3", "E1 ron Ben from Chie 3h30f",
             f'E2 tsumo Aki "{THREE_HAND}" kita 2']
    status, data = api(server, "/api/game", {"lines": lines, "end": True})
    assert status == 200 and data["players"] == ["Aki", "Ben", "Chie"]
    assert len(data["state"]["scores"]) == 3 and data["errors"] == []
    assert [hand["deltas"] for hand in data["hands"]] == [
        hand["deltas"] for hand in run_json_lines("game", "-", stdin="\n".join(lines))
        if hand["type"] == "hand"]
    assert len(data["result"]["points"]) == 3
    status, data = api(server, "/api/game", {"lines": ["players: A B C D", "rules: tenhou3",
                                                       "E1 draw noten"]})
    assert status == 200 and data["errors"][0]["error"]["code"] == "bad_players"


def test_presets(server: PageServer) -> None:
    status, data = api(server, "/api/presets")
    assert status == 200
    facts = ("seats", "kita", "chi", "tiles")
    assert [{key: value for key, value in preset.items() if key not in facts}
            for preset in data["presets"]] == presets_data()  # mjscore rules --json
    for preset in data["presets"]:
        rules = PRESETS[preset["name"]]
        assert (preset["seats"], preset["kita"], preset["chi"]) == (rules.seats, rules.kita,
                                                                    rules.chi)
        assert len({tile[1] for tile in preset["tiles"]}) == 4


def test_three_player_presets_give_their_table(server: PageServer) -> None:
    """The palette of 108 tiles: no 2m to 8m, and only the red fives the rules have."""
    presets = {preset["name"]: preset for preset in api(server, "/api/presets")[1]["presets"]}
    assert presets["tenhou"]["seats"] == 4 and len(presets["tenhou"]["tiles"]) == 37
    three = presets["tenhou3"]
    assert (three["seats"], three["kita"], three["chi"]) == (3, True, False)
    assert [tile for tile in three["tiles"] if tile[1] == "m"] == ["1m", "9m"]
    assert "0p" in three["tiles"] and "0m" not in three["tiles"]
    assert len(three["tiles"]) == 27 + 2
    assert not any(tile[0] == "0" for tile in presets["ema"]["tiles"])  # no red fives
    for tile in ("2m", "8m", *three["tiles"]):  # every tile offered is one the scorer takes
        hand = f"{tile}{tile}{tile}123p789p123s7s+7s"
        code = None
        try:
            mjscore.score(hand, rules="tenhou3", tsumo=True)
        except mjscore.MjscoreError as error:
            code = error.code
        assert (code == "tile_not_in_play") == (tile not in three["tiles"]), hand


# The library's errors, with the command line's codes ------------------------------------------


@pytest.mark.parametrize(("path", "body", "status", "code"), [
    ("/api/score", {"hand": "234m567p8s+8x"}, 400, "unknown_character"),
    ("/api/score", {"hand": "123m456p789s2345s+9m"}, 422, "not_a_winning_hand"),
    ("/api/score", {"hand": "22m456p78s+6s [567m] [2-34s]", "rules": "classic", "seat": "W",
                    "discarder": "N"}, 422, "no_yaku"),
    ("/api/score", {"hand": README_HAND, "rider": 1}, 422, "unknown_key"),
    ("/api/score", {"hand": README_HAND, "seat": "Q"}, 422, "invalid_value"),
    ("/api/score", {"hand": README_HAND, "rules": "nothing"}, 400, "unknown_preset"),
    ("/api/score", {"tsumo": True}, 400, "missing_hand"),
    ("/api/score", {"hand": README_HAND, "lang": "fr"}, 400, "invalid_value"),
    ("/api/waits", {"hand": README_HAND}, 400, "not_thirteen_tiles"),
    ("/api/discards", {"hand": "23m456p567s678s55p"}, 400, "not_fourteen_tiles"),
    ("/api/game", {"lines": "players: A B C D"}, 400, "invalid_value"),
    ("/api/game", {"lines": ["a\nb"]}, 400, "invalid_value"),
    ("/api/game", {"lines": [], "end": "yes"}, 400, "invalid_value"),
    ("/api/game", {"lines": [], "rider": 1}, 400, "unknown_key"),
    ("/api/game", {"lines": ["# a comment"] * 401}, 413, "too_many_lines"),
    # Three players' errors (issues #22, #23), with the command line's codes.
    ("/api/score", {"hand": README_HAND, "rules": "tenhou3"}, 400, "tile_not_in_play"),
    ("/api/score", {"hand": THREE_HAND, "rules": "tenhou3", "seat": "N"}, 422,
     "seat_not_at_table"),
    ("/api/score", {"hand": THREE_HAND, "kita": 1}, 422, "kita_not_in_rules"),
    ("/api/score", {"hand": THREE_HAND, "rules": "tenhou3", "kita": 5}, 422, "too_many_kita"),
    ("/api/waits", {"hand": "111m456p789p234s5s", "rules": "tenhou3", "seat": "N"}, 422,
     "seat_not_at_table"),
    ("/api/discards", {"hand": "111m456p789p234s5s+2m", "rules": "tenhou3"}, 400,
     "tile_not_in_play"),
])
def test_errors_have_the_library_s_codes(server: PageServer, path: str, body: dict[str, Any],
                                         status: int, code: str) -> None:
    assert error_code(api(server, path, body)) == (status, code)


def test_a_parse_error_gives_its_column(server: PageServer) -> None:
    _, data = api(server, "/api/score", {"hand": "234m567p8s+8x"})
    assert data["error"]["column"] == 13


# What the server refuses --------------------------------------------------------------------


@pytest.mark.parametrize(("method", "path", "allow"), [
    ("GET", "/api/score", "POST"), ("PUT", "/api/game", "POST"), ("DELETE", "/api/waits", "POST"),
    ("POST", "/api/presets", "GET"), ("OPTIONS", "/api/score", "POST"),
    ("POST", "/", "GET, HEAD"), ("PATCH", "/static/core.js", "GET, HEAD"),
])
def test_a_wrong_method_is_refused(server: PageServer, method: str, path: str,
                                   allow: str) -> None:
    status, headers, payload = request(server, method, path, raw=b"{}",
                                       headers={"Content-Type": "application/json"})
    assert status == 405 and headers["allow"] == allow
    assert json.loads(payload)["error"]["code"] == "method_not_allowed"
    assert not any(name.startswith("access-control-") for name in headers)


@pytest.mark.parametrize("path", [
    "/nothing", "/api/nothing", "/static/", "/static/../server.py", "/static/%2e%2e/server.py",
    "/static/..%2fapi.py", "/%2e%2e/%2e%2e/etc/passwd", "/../../etc/passwd", "//etc/passwd",
    "/static/core.js/../api.py", "/static/%2E%2E%2F%2E%2E%2Fapi.py", "/static/page/core.js",
    "/static/../../../../etc/passwd", "/index.html", "/static/..\\api.py", "/static/__init__.py",
])
def test_no_file_outside_the_page_s_files(server: PageServer, path: str) -> None:
    assert error_code(api(server, path)) == (404, "not_found")


@pytest.mark.parametrize("host", [
    "evil.example", "evil.example:{port}", "127.0.0.1:1", "localhost.evil.example:{port}",
    "127.0.0.1:{port}@evil.example", "", "[::1", "192.0.2.1:{port}",
])
def test_the_host_header_must_name_the_server(server: PageServer, host: str) -> None:
    reply = api(server, "/api/presets", host=host.format(port=server.port) or " ")
    assert error_code(reply) == (421, "bad_host")


@pytest.mark.parametrize("host", ["127.0.0.1:{port}", "localhost:{port}", "[::1]:{port}",
                                  "LOCALHOST:{port}"])
def test_the_loopback_names_are_taken(server: PageServer, host: str) -> None:
    assert api(server, "/api/presets", host=host.format(port=server.port))[0] == 200


def test_a_request_without_host_is_refused(server: PageServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(b"GET /api/presets HTTP/1.0\r\n\r\n")
        reply = b"".join(iter(lambda: connection.recv(65536), b""))
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.0 421") and json.loads(body)["error"]["code"] == "bad_host"


@pytest.mark.parametrize("headers", [
    {"Origin": "http://evil.example"}, {"Origin": "null"},
    {"Origin": "http://127.0.0.1:1"}, {"Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "same-site"},
])
def test_changes_only_from_the_page_s_origin(server: PageServer, headers: dict[str, str]) -> None:
    reply = api(server, "/api/score", {"hand": README_HAND}, headers=headers)
    assert error_code(reply) == (403, "cross_origin")


def test_the_page_s_own_origin_is_taken(server: PageServer) -> None:
    headers = {"Origin": f"http://127.0.0.1:{server.port}", "Sec-Fetch-Site": "same-origin"}
    assert api(server, "/api/score", {"hand": README_HAND}, headers=headers)[0] == 200


def test_a_body_must_be_json(server: PageServer) -> None:
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""):
        status, _, payload = request(server, "POST", "/api/score", raw=b"{}",
                                     headers={"Content-Type": kind})
        assert status == 415 and json.loads(payload)["error"]["code"] == "unsupported_media_type"


@pytest.mark.parametrize("raw", [b"{", b"[1, 2]", b'"hand"', b"\xff\xfe{}", b"", b"[" * 100000])
def test_bad_json_is_a_json_error(server: PageServer, raw: bytes) -> None:
    status, _, payload = request(server, "POST", "/api/score", raw=raw,
                                 headers={"Content-Type": "application/json"})
    assert (status, json.loads(payload)["error"]["code"]) == (400, "bad_json")


def test_the_body_is_capped(server: PageServer) -> None:
    status, _, payload = request(server, "POST", "/api/game", raw=b"",
                                 headers={"Content-Type": "application/json",
                                          "Content-Length": str(MAX_BODY + 1)})
    assert (status, json.loads(payload)["error"]["code"]) == (413, "body_too_large")
    lines = ["# " + "x" * 1000] * 300
    status, data = api(server, "/api/game", {"lines": lines})
    assert (status, data["error"]["code"]) == (413, "body_too_large")


def test_a_body_needs_its_length(server: PageServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(f"POST /api/score HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                           "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
                           "Connection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n".encode())
        reply = b"".join(iter(lambda: connection.recv(65536), b""))
    head, _, body = reply.partition(b"\r\n\r\n")
    assert b" 411 " in head.split(b"\r\n")[0]
    assert json.loads(body)["error"]["code"] == "length_required"


def test_the_target_is_capped(server: PageServer) -> None:
    reply = api(server, "/?" + "a" * MAX_TARGET)
    assert error_code(reply) == (414, "target_too_long")


@pytest.mark.parametrize("line", [b"GET /a b HTTP/1.1", b"GET / HTTP/x.y", b"GET / HTTP/2.0"])
def test_a_bad_request_line_is_a_json_error(server: PageServer, line: bytes) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(line + b"\r\n\r\n")
        reply = b"".join(iter(lambda: connection.recv(65536), b""))
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.split(b" ")[1] in (b"400", b"505")
    assert json.loads(body)["error"]["code"] == "bad_request"


def test_a_failure_is_a_json_error_without_a_traceback(server: PageServer,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(body: dict[str, Any]) -> dict[str, Any]:
        raise RuntimeError("secret detail")

    monkeypatch.setitem(ENDPOINTS, "/api/score", ("POST", broken))
    status, _, payload = request(server, "POST", "/api/score", {"hand": README_HAND})
    assert status == 500 and b"secret" not in payload and b"Traceback" not in payload
    assert json.loads(payload)["error"]["code"] == "internal_error"


# The page's files ------------------------------------------------------------------------------


@pytest.mark.parametrize(("path", "kind"), [
    ("/", "text/html; charset=utf-8"), ("/game", "text/html; charset=utf-8"),
    ("/?hand=234m&lang=ja", "text/html; charset=utf-8"),
    ("/static/core.js", "text/javascript; charset=utf-8"),
    ("/static/hand.js", "text/javascript; charset=utf-8"),
    ("/static/game.js", "text/javascript; charset=utf-8"),
    ("/static/style.css", "text/css; charset=utf-8"),
])
def test_the_page_s_files(server: PageServer, path: str, kind: str) -> None:
    status, headers, payload = request(server, "GET", path)
    assert status == 200 and headers["content-type"] == kind and payload
    assert "default-src 'none'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert not any(name.startswith("access-control-") for name in headers)
    head = request(server, "HEAD", path)
    assert head[0] == 200 and head[2] == b"" and head[1]["content-length"] == str(len(payload))


def test_the_page_loads_nothing_from_outside(server: PageServer) -> None:
    for path in ("/", "/game", "/static/core.js", "/static/hand.js", "/static/game.js",
                 "/static/style.css"):
        text = request(server, "GET", path)[2].decode()
        assert "http://" not in text and "https://" not in text and "//cdn" not in text, path
        assert "@import" not in text and "url(" not in text, path
