"""The CLI explains itself: every subcommand and option is described, --version, bare `rageval`, run --help contract."""

from __future__ import annotations

import argparse
import re

import pytest

from rageval_pipeline import __version__
from rageval_pipeline.cli import build_parser, main


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def test_every_subcommand_has_a_description_and_every_option_help():
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    one_liners = {choice.dest: choice.help for choice in sub._choices_actions}
    missing = []
    for name, command in _subcommands(parser).items():
        if not one_liners.get(name):
            missing.append(f"{name}: no one-line description")
        for action in command._actions:
            if isinstance(action, argparse._HelpAction) or action.help == argparse.SUPPRESS:
                continue  # argparse's own -h, and deprecated aliases kept out of the help on purpose
            if not (action.help or "").strip():
                missing.append(f"{name} {'/'.join(action.option_strings) or action.dest}: no help text")
    assert missing == []


@pytest.mark.parametrize("name", sorted(_subcommands(build_parser())))
def test_subcommand_help_exits_0_without_seed_jargon(name, capsys):
    assert main([name, "--help"]) == 0
    text = capsys.readouterr().out
    assert f"usage: rageval {name}" in text
    assert not re.search(r"seed[ _-]?00", text, re.I), text


def test_version_prints_the_package_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"rageval {__version__}"


def test_bare_rageval_prints_help_and_exits_0(capsys):
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: rageval")
    for name in _subcommands(build_parser()):
        assert name in out


def test_run_help_states_exit_codes_and_the_response_contract(capsys):
    assert main(["run", "--help"]) == 0
    text = capsys.readouterr().out
    for code, meaning in [("0", "every gate passed"), ("1", "threshold gate failed"), ("2", "critical case failed"),
                          ("3", "fatal")]:
        assert re.search(rf"^\s+{code}\s+.*{meaning}", text, re.M), (code, text)
    for key in ["answer", "response", "output", "result", "contexts", "sources", "source_documents",
                "doc_id", "chunk_id", "start_page/end_page", "score", "rageval check"]:
        assert key in text, key


def test_a_bad_option_is_fatal_not_a_critical_case_failure(capsys):
    assert main(["run", "--no-such-option"]) == 3  # exit 2 means "a critical case failed"
    assert "unrecognized arguments" in capsys.readouterr().err
