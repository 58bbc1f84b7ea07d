"""Alerts for failed gates: a JSON summary posted to a webhook (Slack-, Teams- or any HTTP receiver).

A night whose gates fail is a *successful* run with failed asset checks — the evaluation worked
and found a problem — so it is not what Dagster's run-failure alerting sees. The gate-alert sensor
(``defs/alerts.py``) collects the failed checks of every finished run and posts them here.

The webhook URL usually embeds a secret (Slack's does), so it is read from the environment when
the sensor evaluates, never stored in run config, and never logged or echoed in an error.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import httpx
from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.errors import ConfigError, StorageError

WEBHOOK_ENV = "RAGEVAL_ALERT_WEBHOOK_URL"


class FailedCheck(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asset: str
    check: str
    partition: str | None
    severity: str
    description: str | None
    metadata: dict[str, Any]


class GateAlert(BaseModel):
    """What the webhook receives: which run, which partition(s), which gates failed and why."""

    model_config = ConfigDict(extra="forbid")

    kind: str = "rageval.gates_failed"
    run_id: str
    job: str
    partitions: list[str]
    failed: list[FailedCheck]
    text: str

    @classmethod
    def build(cls, *, run_id: str, job: str, failed: Sequence[FailedCheck]) -> GateAlert:
        partitions = sorted({f.partition for f in failed if f.partition})
        lines = [f"rageval: {len(failed)} gate check(s) failed in {job} ({', '.join(partitions) or 'no partition'})"]
        lines += [f"- {f.asset}.{f.check}: {f.description or 'failed'}" for f in failed]
        return cls(run_id=run_id, job=job, partitions=partitions, failed=list(failed), text="\n".join(lines))


def post_alert(url: str, alert: GateAlert, *, timeout_s: float = 10.0,
               transport: httpx.BaseTransport | None = None) -> int:
    """POST the alert as JSON; returns the HTTP status. Errors never quote the URL (it holds a secret)."""
    if not url.startswith(("http://", "https://")):
        raise ConfigError(f"{WEBHOOK_ENV} must be an http(s) URL", field=WEBHOOK_ENV)
    try:
        with httpx.Client(timeout=timeout_s, transport=transport) as client:
            response = client.post(url, json=_jsonable(alert.model_dump(mode="json")))
    except httpx.HTTPError as exc:
        raise StorageError(f"could not deliver the gate alert to the webhook: {type(exc).__name__}") from None
    if response.status_code >= 400:
        raise StorageError(f"the gate alert webhook answered HTTP {response.status_code}")
    return response.status_code


def _jsonable(value: Any) -> Any:
    """Metadata values of checks may be numbers, strings or nested dicts; anything else as text."""
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


__all__ = ["WEBHOOK_ENV", "FailedCheck", "GateAlert", "post_alert"]
