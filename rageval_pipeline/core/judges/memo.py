"""Memoising the text analyses the local judge repeats: every claim is checked against every unit, so
one evidence sentence's numbers, dates, pieces and features are asked for many times over."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from types import ModuleType
from typing import Any, TypeVar

Result = TypeVar("Result")


def memoised_copies(copy: Callable[[Result], Result], maxsize: int = 65536) -> Callable[
        [Callable[..., Result]], Callable[..., Result]]:
    """``lru_cache`` for a function whose callers may change what it returns (a list they append to, a
    dict they update): the cached result never leaves, each call gets ``copy`` of it. ``cache_clear``
    forgets it as ``lru_cache``'s does (``judges.local.clear_caches``)."""

    def decorate(function: Callable[..., Result]) -> Callable[..., Result]:
        cached = lru_cache(maxsize=maxsize)(function)

        @wraps(function)
        def copying(*args: Any, **kwargs: Any) -> Result:
            return copy(cached(*args, **kwargs))

        copying.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
        return copying

    return decorate


def forget_memoised(module: ModuleType) -> None:
    """Clear every memoised function ``module`` defines (not those it imports): benchmarks measure a cold
    judge, which has read no text yet."""
    for member in list(vars(module).values()):
        if callable(getattr(member, "cache_clear", None)) and getattr(member, "__module__", None) == module.__name__:
            member.cache_clear()
