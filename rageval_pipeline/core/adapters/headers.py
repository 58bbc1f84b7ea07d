"""HTTP headers for the system under test, from the three sources seed 002 names.

Precedence (highest first), decided per header name, case-insensitively:

1. the config file (``http.headers`` in ``eval-config.yaml``), whose values may contain
   ``${VAR}`` references expanded from the environment, so a token never has to be written
   into a committed file;
2. ``--header "Name: value"`` CLI flags (repeatable);
3. the ``RAG_AUTH_HEADER`` environment variable (e.g. from ``.env``).

Headers with different names from different sources are all sent; when two sources set the
same name, the higher one wins. ``RAG_AUTH_HEADER`` holds either a full header
(``X-Api-Key: abc``) or just a value, which then means ``Authorization`` (``Bearer abc``).
A value that starts with a header-name-like word and a colon is read as a full header, so a raw
``Authorization`` value containing a colon must be written in the full form
(``Authorization: Basic user:pass``).

Every error names the source and the header *name*, never its value: these strings end up in
logs and reports, and the value is usually a credential. Use :func:`redact` to display headers.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from rageval_pipeline.core.errors import ConfigError

AUTH_ENV_VAR = "RAG_AUTH_HEADER"
REDACTED = "***"

# RFC 9110 token characters: what a header field name may contain
_NAME = re.compile(r"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
_FULL_HEADER = re.compile(r"^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):(.*)$", re.DOTALL)
_VAR = re.compile(r"\$\{([^}]*)\}")
_VAR_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _check_value(value: str, *, name: str, source: str, field: str | None) -> str:
    """Reject control characters: a CR/LF in a value would smuggle extra headers into the request."""
    if any(ch in value for ch in "\r\n\x00"):
        raise ConfigError(f"header {name!r} from {source}: value contains a line break or NUL", field=field)
    if any(ord(ch) > 255 for ch in value):
        raise ConfigError(f"header {name!r} from {source}: value has characters outside Latin-1", field=field)
    return value


def _check_name(name: str, *, source: str, field: str | None) -> str:
    if not _NAME.match(name):
        # the name is not secret, but a malformed one may be a pasted value: show only its length
        raise ConfigError(f"{source}: invalid header name ({len(name)} characters); expected a token "
                          "like 'Authorization' or 'X-Api-Key'", field=field)
    return name


def expand_env(value: str, env: Mapping[str, str], *, name: str, field: str | None = None) -> str:
    """Replace every ``${VAR}`` in ``value`` from ``env``; a missing or empty variable is an error.

    An empty variable is refused as well: ``Bearer ${TOKEN}`` with ``TOKEN=""`` would send a
    credential-less header and surface much later as a confusing 401.
    """

    def sub(match: re.Match[str]) -> str:
        var = match.group(1)
        if not _VAR_NAME.match(var):
            raise ConfigError(f"header {name!r}: invalid variable reference '${{{var}}}'", field=field)
        resolved = env.get(var)
        if not resolved:
            raise ConfigError(f"header {name!r}: environment variable {var} is not set (or is empty)", field=field)
        return resolved

    return _VAR.sub(sub, value)


def parse_header(raw: str, *, source: str, field: str | None = None) -> tuple[str, str]:
    """``"Name: value"`` → ``(name, value)``; surrounding whitespace of both parts is dropped."""
    if ":" not in raw:
        raise ConfigError(f"{source}: expected 'Name: value' (no colon found)", field=field)
    name, _, value = raw.partition(":")
    name = _check_name(name.strip(), source=source, field=field)
    value = value.strip()
    if not value:
        raise ConfigError(f"{source}: header {name!r} has an empty value", field=field)
    return name, _check_value(value, name=name, source=source, field=field)


def _parse_env_header(raw: str) -> tuple[str, str]:
    raw = raw.strip()
    source = f"environment variable {AUTH_ENV_VAR}"
    match = _FULL_HEADER.match(raw)
    if match:
        return parse_header(raw, source=source, field=AUTH_ENV_VAR)
    return "Authorization", _check_value(raw, name="Authorization", source=source, field=AUTH_ENV_VAR)


def _add(layer: dict[str, tuple[str, str]], name: str, value: str, *, source: str, field: str | None) -> None:
    key = name.lower()
    if key in layer:
        raise ConfigError(f"{source}: header {name!r} is given more than once", field=field)
    layer[key] = (name, value)


def resolve_headers(
    config_headers: Mapping[str, str] | None,
    cli_headers: Sequence[str],
    env: Mapping[str, str],
) -> dict[str, str]:
    """The headers to send: config file > ``--header`` flags > ``RAG_AUTH_HEADER``, per name.

    ``env`` is passed in (usually ``os.environ``) so that resolution is a pure function of its
    inputs and testable. Config values may be numbers in YAML (``X-Version: 2``); they are sent as
    their decimal text. The result keeps the spelling of the name from the winning source.
    """
    config_layer: dict[str, tuple[str, str]] = {}
    for name, value in (config_headers or {}).items():
        field = f"http.headers.{name}"
        if not isinstance(name, str):
            raise ConfigError("header names must be strings", field="http.headers")
        _check_name(name, source="config file", field="http.headers")
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise ConfigError(f"header {name!r}: value must be a string", field=field)
        text = expand_env(str(value), env, name=name, field=field).strip()
        if not text:
            raise ConfigError(f"header {name!r} has an empty value", field=field)
        _add(config_layer, name, _check_value(text, name=name, source="config file", field=field),
             source="config file", field=field)

    cli_layer: dict[str, tuple[str, str]] = {}
    for position, raw in enumerate(cli_headers, start=1):
        source = f"--header #{position}"
        if not isinstance(raw, str):
            raise ConfigError(f"{source}: expected a 'Name: value' string", field="--header")
        name, value = parse_header(raw, source=source, field="--header")
        _add(cli_layer, name, value, source="--header", field="--header")

    env_layer: dict[str, tuple[str, str]] = {}
    raw_env = env.get(AUTH_ENV_VAR)
    if raw_env is not None and raw_env.strip():
        name, value = _parse_env_header(raw_env)
        env_layer[name.lower()] = (name, value)

    merged: dict[str, tuple[str, str]] = {}
    for layer in (env_layer, cli_layer, config_layer):  # lowest first; higher layers overwrite
        merged.update(layer)
    return {name: value for name, value in (merged[key] for key in sorted(merged))}


def redact(headers: Mapping[str, str]) -> dict[str, str]:
    """The same header names with every value replaced by ``***`` (for describe(), logs, reports)."""
    return {name: REDACTED for name in sorted(headers, key=str.lower)}


__all__ = ["AUTH_ENV_VAR", "REDACTED", "expand_env", "parse_header", "redact", "resolve_headers"]
