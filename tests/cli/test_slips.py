"""Issue #28, "At the table: the slips a player still makes, answered": a test (or more) for
each slip the issue lists, with its input and the answer a player needs."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

import mjscore
from mjscore.cli import cli
from mjscore.hand import bracketed_form, winning_tile_written
from mjscore.scoring import (
    YAKU,
    YAKU_NAMES,
    YAKU_RULES,
    check_claim,
    lookup_yaku,
    meld_reading,
    nearest_yaku,
    parse_claim,
    win_choices,
    yaku_ids,
)

from ..support.cli import RIICHI_HAND, ROOT, run, run_json


def summary_lines(output: str) -> list[str]:
    """The summary and the notes under it: the fourth section of an explained score."""
    return output.split("\n\n")[3].splitlines()


# The winning tile left out ----------------------------------------------------------------


def test_a_hand_without_plus_says_which_tile_was_taken_and_lists_each_tile() -> None:
    output = run("score", "23456m55678p234s4m", "-s", "S").output
    lines = summary_lines(output)
    assert lines[0] == "South ron: 2 han 30 fu — 2,000"
    assert lines[1].startswith("(no '+': 4m, the last tile written, was taken as the "
                               "winning tile; write the tile you won on after '+'")
    table = output.split("\n\n")[-1].splitlines()
    assert table[0].split() == ["winning", "tile", "ron", "tsumo"]
    rows = {row.split()[0]: row for row in table[2:]}
    assert set(rows) == {"2m", "3m", "4m", "5m", "6m", "5p", "6p", "7p", "8p", "2s", "3s",
                         "4s"}
    # the tile the player won on: 3m (a kanchan or a penchan reading, no pinfu) is 1,300
    assert "1 han 40 fu — 1,300" in rows["3m"] and "2 han 30 fu — 500 / 1,000" in rows["3m"]
    assert "(taken)" in rows["4m"] and "2 han 30 fu — 2,000" in rows["4m"]


def test_a_hand_without_plus_gives_the_list_in_json() -> None:
    data = run_json("score", "23456m55678p234s4m", "-s", "S")
    choices = {choice["tile"]: choice for choice in data["win_choices"]}
    assert choices["4m"]["taken"] and not choices["3m"]["taken"]
    assert choices["3m"]["ron"]["value"] == 1300 and choices["3m"]["ron"]["fu"] == 40
    assert choices["3m"]["tsumo"]["payments"] == [{"payer": "E", "amount": 1000},
                                                  {"payer": "W", "amount": 500},
                                                  {"payer": "N", "amount": 500}]
    assert data["value"] == 2000  # the hand as written keeps its score
    assert data["notes"][0].startswith("no '+': 4m, the last tile written")


def test_a_tile_that_leaves_no_yaku_says_so() -> None:
    # won on 4s: pinfu; on 2m (kanchan) no yaku by ron, menzen tsumo by tsumo
    plain = run_json("score", "123m456m789p55s234s", "-s", "S")
    assert plain["yaku"] == [{"id": "pinfu", "han": 1}]
    choices = {choice["tile"]: choice for choice in plain["win_choices"]}
    assert choices["2m"]["ron"] == {"error": "no_yaku"}
    assert choices["2m"]["tsumo"]["han"] == 1
    text = run("score", "123m456m789p55s234s", "-s", "S").output
    row = next(line for line in text.split("\n\n")[-1].splitlines() if line.startswith("2m"))
    assert row.split()[1:3] == ["no", "yaku"]


def test_the_library_score_keeps_the_last_tile() -> None:
    result = mjscore.score("23456m55678p234s4m", seat="S")
    assert str(result.hand.win_tile) == "4m" and result.value == 2000
    assert not winning_tile_written("23456m55678p234s4m")
    assert winning_tile_written("23456m55678p234s+4m")
    assert winning_tile_written("1m+1m [4-56s] [111z] [222z] [333z]")
    assert not winning_tile_written("11m [4-56s] [111z] [222z] [333z]")
    choices = win_choices(result)
    assert [str(choice.tile) for choice in choices][:3] == ["2m", "3m", "4m"]


def test_a_hand_with_plus_has_no_list() -> None:
    data = run_json("score", RIICHI_HAND, "-r", "-s", "S")
    assert "win_choices" not in data and "notes" not in data
    assert "winning tile" not in run("score", RIICHI_HAND, "-r", "-s", "S").output


# Melds typed without brackets -------------------------------------------------------------


def test_melds_without_brackets_get_a_note_with_the_bracketed_form() -> None:
    output = run("score", "234m567p8s+8s 456s 777z", "-t").output
    lines = summary_lines(output)
    assert lines[0] == "East (dealer) tsumo: 2 han 40 fu — 1,300 all"
    assert lines[-1] == ("(456s 777z read as concealed tiles; if called, write "
                         "234m567p8s+8s [456s] [777z]: 1 han 30 fu — 500 all)")
    data = run_json("score", "234m567p8s+8s", "456s", "777z", "-t")
    assert data["as_melds"]["hand"] == "234m567p8s+8s [456s] [777z]"
    assert data["as_melds"]["value"] == 1500 and data["value"] == 3900


def test_melds_without_brackets_that_leave_no_yaku_say_so() -> None:
    data = run_json("score", "123m567p8s+8s 456s 345m", "-t", "-s", "S")
    assert data["as_melds"] == {"hand": "123m567p8s+8s [456s] [345m]", "error": "no_yaku"}
    assert "if called, write 123m567p8s+8s [456s] [345m]: no yaku" in run(
        "score", "123m567p8s+8s 456s 345m", "-t", "-s", "S").output


def test_no_meld_note_when_the_score_is_the_same_or_the_hand_is_closed() -> None:
    # a triplet of simples read open or closed: 300/500 either way? Not so: the note only
    # when the score changes; and never under riichi, which says the hand is closed.
    assert "as_melds" not in run_json("score", "234m567p8s+8s 456s 777z", "-t", "-r")
    assert "as_melds" not in run_json("score", RIICHI_HAND, "-s", "S")
    assert meld_reading(RIICHI_HAND, mjscore.score(RIICHI_HAND)) is None


def test_the_bracketed_form_reads_only_sets_after_the_winning_tile() -> None:
    assert str(bracketed_form("234m567p8s+8s456s777z")) == "234m567p8s+8s [456s] [777z]"
    assert str(bracketed_form("234m567p8s+8s EEE [777z]")) == "234m567p8s+8s [111z] [777z]"
    assert bracketed_form("234m567p8s+8s 4567s") is None
    assert bracketed_form("234m567p8s+8s 456s 78m") is None
    assert bracketed_form(RIICHI_HAND) is None
    assert bracketed_form("23456m55678p234s4m") is None


# The count hints --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "hint"),
    [
        ("123m456p789s7777z1s+1s", "is 7777z a kan? Write it as (7777z) if closed, [7777z] "
                                   "if called"),
        ("123m456p 5555s 789s 1s+1s", "is 5555s a kan? Write it as (5555s)"),
        ("123m456p789s111z11s+1s", "is the winning tile 1s also written among the concealed "
                                 "tiles? Write it once, after '+'"),
        ("123m456p789s11z22s", "one tile short: is the winning tile missing? Write it after "
                              "'+'"),
        ("123m456p789s11z2s+2s", "one tile short"),
        ("123m456p789s11z+2s", "2 tiles short"),
        ("123m456p11z+2s", "5 tiles short: is part of the hand missing?"),
        ("234m567p8s+8s456s [456s] [777z]", "3 tiles too many: are the tiles of [456s] also "
                                            "written in the concealed part?"),
        ("123m456p789s11z22s3s+4s", "one tile too many: is a tile written twice?"),
    ],
    ids=["bare-kan", "bare-kan-of-another-suit", "winning-tile-twice", "no-winning-tile",
         "one-short",
         "two-short", "part-missing", "meld-tiles-twice", "one-too-many"])
def test_each_count_hint_answers_its_slip(hand: str, hint: str) -> None:
    error = run_json("score", hand, exit_code=2)["error"]
    assert error["code"] == "wrong_tile_count" and hint in error["message"], error


# Words where an option is meant -----------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "options"),
    [
        (["riichi", "tsumo"], ["-r", "-t"]),
        (["reach"], ["-r"]),
        (["立直", "ツモ"], ["-r", "-t"]),
        (["リーチ", "一発"], ["-r", "-i"]),
        (["Riichi", "Ippatsu", "Tsumo"], ["-r", "-i", "-t"]),
        (["double", "riichi"], ["--double-riichi"]),
        (["menzen", "tsumo"], ["-t"]),
        (["dora", "2"], ["-d", "2"]),
        (["ドラ2", "riichi", "ura1"], ["-d", "2", "-r", "-u", "1"]),
        (["--reach"], ["-r"]),
        (["--reach", "tsumo", "--ippatsu"], ["-r", "-t", "-i"]),
    ],
    ids=["riichi-tsumo", "reach", "kanji", "katakana", "capitals", "double-riichi",
         "menzen-tsumo", "dora-2", "dora-attached", "dash-reach", "dash-mixed"])
def test_words_for_options_are_read_as_the_options_with_a_note(words: list[str],
                                                                 options: list[str]) -> None:
    read = run_json("score", RIICHI_HAND, *words, "-s", "S")
    given = run_json("score", RIICHI_HAND, *options, "-s", "S")
    notes = read.pop("notes")
    assert read == given
    real = [word for word in words if word in ("-i", "--ippatsu")]  # options as they are
    assert len(notes) == len([option for option in options if option.startswith("-")]) - len(
        real)
    assert all(" read as " in note for note in notes), notes


def test_ron_is_understood_as_no_option() -> None:
    data = run_json("score", RIICHI_HAND, "ron", "-r", "-s", "S")
    assert data["notes"] == ["'ron' needs no option: a hand won without -t/--tsumo won by ron"]
    assert data["value"] == 3900
    assert run_json("score", RIICHI_HAND, "--ron", "-r", "-s", "S")["value"] == 3900
    message = run("score", RIICHI_HAND, "ron", "-t", exit_code=2).stderr
    assert "'ron' and -t/--tsumo say different things" in message


def test_yaku_words_are_checked_against_the_hand_not_taken_as_options() -> None:
    output = run("score", RIICHI_HAND, "立直", "平和", "-s", "S").output
    assert "('立直' read as -r/--riichi)" in output
    assert ("('平和' is pinfu, a yaku the tiles decide, not an option: this hand has it)"
            in output)
    data = run_json("score", RIICHI_HAND, "riichi", "chiitoitsu", "-s", "S")
    assert data["notes"][-1] == ("'chiitoitsu' is chiitoitsu, a yaku the tiles decide, not "
                                 "an option: this hand does not have it")
    assert data["value"] == 3900


def test_a_count_word_without_its_number_is_refused_naming_the_option() -> None:
    message = run("score", RIICHI_HAND, "dora", "-s", "S", exit_code=2).stderr
    assert "'dora' needs a number: write -d N (the dora the hand holds) or -d TILES" in message
    assert "write -b N" in run("score", RIICHI_HAND, "honba", exit_code=2).stderr


def test_honor_tiles_are_never_read_as_words() -> None:
    # 中 is chun and a tile; E is East and a tile: both stay notation
    data = run_json("score", "234m567p 中 中 中 88s 99s+9s", "-s", "S")
    assert "notes" not in data and data["yaku"] == [{"id": "yakuhai_chun", "han": 1}]
    assert "notes" not in run_json("score", "123m456p789s E E 22s+2s", "-r", "-s", "S")


def test_expect_on_score_is_refused_naming_check() -> None:
    message = run("score", RIICHI_HAND, "-r", "--expect", "riichi pinfu tanyao 3900",
                  exit_code=2).stderr
    assert "score has no --expect: a claim is checked by mjscore check" in message


# --expect words read as check reads claims --------------------------------------------------


def test_check_reads_the_yaku_words_of_a_claim() -> None:
    lines = [f'{RIICHI_HAND} -r -s S --expect "riichi pinfu tanyao 3900"',
             f'{RIICHI_HAND} -r -s S --expect "立直 平和 断么九 3900"',
             f'{RIICHI_HAND} -r -s S -d 1m --expect "reach pinfu tanyao dora 1 7700"',
             f'{RIICHI_HAND} -r -s S --expect "riichi pinfu 3900"',
             f'{RIICHI_HAND} -r -s S --expect "riichi tsumo pinfu tanyao 3900"',
             f'{RIICHI_HAND} -r -s S -d 1m --expect "riichi pinfu tanyao dora 2 7700"']
    records = [json.loads(line) for line in run(
        "check", "-", stdin="\n".join(lines) + "\n", exit_code=1).stdout.splitlines()]
    assert [record["check"] for record in records] == ["match"] * 3 + ["mismatch"] * 3
    assert records[3]["differs"] == [{"part": "yaku", "claimed": None, "actual": "tanyao"}]
    assert records[4]["differs"] == [{"part": "yaku", "claimed": "menzen_tsumo",
                                      "actual": None}]
    assert records[5]["differs"] == [{"part": "dora", "claimed": 2, "actual": 1}]
    table = run("check", "-", "--table", stdin=lines[3] + "\n", exit_code=1).stdout
    assert "yaku: tanyao not claimed" in table


def test_claims_of_sheets_and_logs_do_not_read_yaku_words() -> None:
    from mjscore.base import InvalidClaim

    with pytest.raises(InvalidClaim):
        parse_claim("riichi 3900")
    claim = parse_claim("Riichi, Pinfu, All simples 3h30f", yaku=True)
    assert [named.ids for named in claim.yaku] == [("riichi",), ("pinfu",), ("tanyao",)]
    result = mjscore.score(RIICHI_HAND, riichi=True, seat="S")
    assert check_claim(claim, result).match
    assert parse_claim("立直平和 3900", yaku=True).yaku[1].ids == ("pinfu",)


# mjscore yaku NAME ------------------------------------------------------------------------


@pytest.mark.parametrize("name", [["pinfu"], ["PINFU"], ["平和"], ["Pinfu"], ["ピンフ"]])
def test_yaku_name_prints_the_han_and_the_rule(name: list[str]) -> None:
    assert run("yaku", *name).output.splitlines() == [
        "pinfu (Pinfu, 平和)",
        "han: 1 closed, — open (tenhou rules)",
        "Closed, four sequences, a pair that is no yakuhai, won on a two-sided wait."]


@pytest.mark.parametrize(("name", "ident"), [
    (["all", "simples"], "tanyao"), (["All Simples"], "tanyao"), (["断幺九"], "tanyao"),
    (["ipeiko"], "iipeikou"), (["iipeikō"], "iipeikou"), (["menzen", "tsumo"], "menzen_tsumo"),
    (["seven-pairs"], "chiitoitsu"), (["reach"], "riichi"), (["kokushi"], "kokushi")])
def test_yaku_name_is_forgiving(name: list[str], ident: str) -> None:
    assert [entry["id"] for entry in run_json("yaku", *name)] == [ident]


def test_yaku_name_gives_the_open_value_under_the_rules() -> None:
    assert run("yaku", "tanyao").output.splitlines()[1] == "han: 1 closed, 1 open (tenhou rules)"
    assert run("yaku", "tanyao", "--rules", "classic").output.splitlines()[1] == (
        "han: 1 closed, — open (classic rules)")
    entry, = run_json("yaku", "daisuushii")
    assert (entry["yakuman"], entry["rule"]) == (True, "Triplets or kans of all four winds.")
    assert "not a yaku under these rules" in run("yaku", "ryuuiisou", "--rules",
                                                 "classic").output


def test_an_unknown_yaku_gets_the_nearest_names() -> None:
    error = run_json("yaku", "sanshok", exit_code=2)["error"]
    assert error["code"] == "unknown_yaku"
    assert error["message"].startswith("no yaku is called 'sanshok'; did you mean sanshoku, "
                                       "sanshoku doukou")
    assert "did you mean" in run("yaku", "tanyo", exit_code=2).stderr
    assert nearest_yaku("chitoi")[0] == "chiitoitsu"


def test_a_name_of_several_yaku_or_a_dora_lists_them() -> None:
    assert [entry["id"] for entry in run_json("yaku", "yakuhai")] == [
        "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "seat_wind", "round_wind"]
    entry, = run_json("yaku", "dora")
    assert entry["dora"] and "not a yaku" in entry["rule"].lower()


def test_every_yaku_has_a_rule_and_its_names_find_it() -> None:
    assert set(YAKU_RULES) == {d.id for d in YAKU} | {"dora", "ura_dora", "aka_dora"}
    for definition in YAKU:
        for name in (definition.id, definition.romaji, definition.name, definition.name_ja):
            assert definition.id in yaku_ids(name), name
        assert definition.id in lookup_yaku(definition.romaji.upper())


# Shell completion -------------------------------------------------------------------------


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_shell_completion_is_documented_and_works(shell: str) -> None:
    docs = (ROOT / "docs" / "cli.md").read_text("utf-8")
    assert f"_MJSCORE_COMPLETE={shell}_source mjscore" in docs
    script = CliRunner().invoke(cli, [], prog_name="mjscore", catch_exceptions=False,
                                env={"_MJSCORE_COMPLETE": f"{shell}_source"})
    assert script.exit_code == 0 and "_MJSCORE_COMPLETE" in script.output


def test_completion_offers_the_commands_and_options() -> None:
    env = {"_MJSCORE_COMPLETE": "bash_complete", "COMP_WORDS": "mjscore sc", "COMP_CWORD": "1"}
    result = CliRunner().invoke(cli, [], prog_name="mjscore", env=env)
    assert re.search(r"plain,score", result.output)
    env = {**env, "COMP_WORDS": "mjscore score --ri", "COMP_CWORD": "2"}
    result = CliRunner().invoke(cli, [], prog_name="mjscore", env=env)
    assert "plain,--riichi" in result.output


# The JSON's schema ------------------------------------------------------------------------


@pytest.mark.parametrize("args", [
    ["23456m55678p234s4m", "-s", "S"], ["123m456m789p55s234s", "-s", "S"],
    ["234m567p8s+8s", "456s", "777z", "-t"], ["123m567p8s+8s 456s 345m", "-t", "-s", "S"],
    [RIICHI_HAND, "riichi", "平和", "dora", "1", "-s", "S"]],
    ids=["no-plus", "no-plus-no-yaku", "melds", "melds-no-yaku", "words"])
def test_the_new_fields_follow_the_score_schema(args: list[str]) -> None:
    from ..support.schema import errors

    schema = json.loads((ROOT / "docs" / "schema" / "score.schema.json").read_text("utf-8"))
    data = run_json("score", *args)
    assert {"notes", "win_choices", "as_melds"} & set(data)
    assert errors(data, schema) == []
    broken = {**data, "notes": [1]}
    assert errors(broken, schema)


def test_no_word_or_yaku_name_holds_a_character_of_the_notation():
    # read_words takes text with one of these for tiles without looking it up, which can
    # change no answer only while no word and no name (as they are looked up) holds one.
    from mjscore.cli.slips import NOT_IN_WORDS
    from mjscore.situation import SITUATION_WORDS

    assert not [word for word in SITUATION_WORDS if NOT_IN_WORDS.intersection(word)]
    assert not [name for name in YAKU_NAMES if NOT_IN_WORDS.intersection(name)]


def test_a_word_beside_a_hand_with_its_winning_tile_is_still_read():
    result = run("score", "riichi", "23456m55678p234s+4m", "dora", "2")
    assert result.exit_code == 0, result.output
    assert "riichi" in result.output and "dora 2" in result.output.lower()
