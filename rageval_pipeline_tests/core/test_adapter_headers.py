"""Header resolution: seed 002's precedence, ${VAR} expansion, malformed input, redaction."""

from __future__ import annotations

import pytest

from rageval_pipeline.core.adapters.headers import redact, resolve_headers
from rageval_pipeline.core.errors import ConfigError

TOKEN = "tok-7c1a9e44b2"


def test_config_beats_cli_beats_env_per_name_case_insensitively():
    out = resolve_headers(
        {"Authorization": "Bearer config"},
        ["AUTHORIZATION: Bearer cli", "X-Trace: cli"],
        {"RAG_AUTH_HEADER": "x-trace: env"},
    )
    assert out == {"Authorization": "Bearer config", "X-Trace": "cli"}


def test_sources_with_different_names_all_apply():
    out = resolve_headers({"X-A": "1"}, ["X-B: 2"], {"RAG_AUTH_HEADER": "X-C: 3"})
    assert out == {"X-A": "1", "X-B": "2", "X-C": "3"}


def test_env_holds_a_full_header_or_an_authorization_value():
    assert resolve_headers(None, [], {"RAG_AUTH_HEADER": "X-Api-Key: abc:def"}) == {"X-Api-Key": "abc:def"}
    assert resolve_headers(None, [], {"RAG_AUTH_HEADER": f"Bearer {TOKEN}"}) == {"Authorization": f"Bearer {TOKEN}"}
    assert resolve_headers(None, [], {"RAG_AUTH_HEADER": "  "}) == {}
    assert resolve_headers(None, [], {}) == {}


def test_env_var_expansion_in_config_values():
    out = resolve_headers({"Authorization": "Bearer ${RAG_API_TOKEN}", "X-Org": "${ORG}-${REGION}", "X-V": 2},
                          [], {"RAG_API_TOKEN": TOKEN, "ORG": "acme", "REGION": "eu"})
    assert out == {"Authorization": f"Bearer {TOKEN}", "X-Org": "acme-eu", "X-V": "2"}


@pytest.mark.parametrize("env", [{}, {"RAG_API_TOKEN": ""}])
def test_missing_variable_names_header_and_variable_not_value(env):
    with pytest.raises(ConfigError) as info:
        resolve_headers({"Authorization": "Bearer ${RAG_API_TOKEN}"}, [], {**env, "OTHER": TOKEN})
    message = str(info.value)
    assert "'Authorization'" in message and "RAG_API_TOKEN" in message and "http.headers.Authorization" in message
    assert TOKEN not in message


@pytest.mark.parametrize("raw", [f"Authorization Bearer {TOKEN}", f": {TOKEN}", "X-Empty:   ",
                                 f"Bad Name: {TOKEN}", f"X-Inject: {TOKEN}\r\nHost: evil"])
def test_malformed_cli_header_is_a_config_error_without_the_value(raw):
    with pytest.raises(ConfigError, match="--header") as info:
        resolve_headers(None, ["X-Ok: 1", raw], {})
    assert TOKEN not in str(info.value)
    assert "#2" in str(info.value)


def test_duplicate_names_within_one_source_are_refused():
    with pytest.raises(ConfigError, match="more than once"):
        resolve_headers(None, ["X-A: 1", "x-a: 2"], {})
    with pytest.raises(ConfigError, match="more than once"):
        resolve_headers({"X-A": "1", "x-a": "2"}, [], {})


def test_bad_config_values_are_refused():
    with pytest.raises(ConfigError, match="must be a string"):
        resolve_headers({"X-A": ["list"]}, [], {})
    with pytest.raises(ConfigError, match="line break"):
        resolve_headers({"X-A": "${V}"}, [], {"V": "a\nb"})
    with pytest.raises(ConfigError, match="invalid variable"):
        resolve_headers({"X-A": "${1BAD}"}, [], {})
    with pytest.raises(ConfigError, match="RAG_AUTH_HEADER"):
        resolve_headers(None, [], {"RAG_AUTH_HEADER": "X-A:"})


def test_redact_keeps_names_only():
    shown = redact({"Authorization": f"Bearer {TOKEN}", "x-api-key": TOKEN})
    assert shown == {"Authorization": "***", "x-api-key": "***"}
    assert TOKEN not in repr(shown)
