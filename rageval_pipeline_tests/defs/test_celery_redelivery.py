"""The worker config's Redis transport options against a real redis-server, through kombu itself:
an unacknowledged step goes back to the queue after the visibility timeout even when a worker was
killed in the middle of its sweep for such steps (it leaves the sweep's lock behind)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from kombu import Connection

from rageval_pipeline.defs.celery import worker_config
from rageval_pipeline_tests.support.celery_cluster import redis_server

pytestmark = pytest.mark.slow

QUEUE = "dagster"


def _transport_options(restore_interval_s: int) -> dict:
    config = worker_config(visibility_timeout_s=1, restore_interval_s=restore_interval_s)
    return dict(config["execution"]["config"]["config_source"]["broker_transport_options"])


def test_a_worker_killed_mid_sweep_delays_the_hand_back_of_dead_workers_steps_by_seconds(tmp_path: Path) -> None:
    options = _transport_options(restore_interval_s=1)
    with (redis_server(tmp_path / "redis") as broker,
          Connection(broker, transport_options=options) as dead_worker,
          Connection(broker, transport_options=options) as live_worker):
        # a worker takes a step and dies before acknowledging it
        steps = dead_worker.SimpleQueue(QUEUE)
        steps.put({"step": "shard_000_of_002"})
        assert steps.get(timeout=5).payload == {"step": "shard_000_of_002"}
        channel = live_worker.default_channel
        redis = channel.client
        # another worker was killed while its sweep held the lock (acquired, never released)
        assert redis.lock(channel.unacked_mutex_key, timeout=channel.unacked_mutex_expire).acquire(blocking=False)
        killed_at = time.monotonic()
        # the live worker sweeps every restore interval, as its event loop does
        while redis.llen(QUEUE) == 0 and time.monotonic() - killed_at < 60:
            channel.qos.restore_visible(num=channel.unacked_restore_limit, interval=channel.unacked_restore_throttle)
            time.sleep(options["unacked_restore_interval"])
        waited = time.monotonic() - killed_at
        assert redis.llen(QUEUE) == 1, "the dead worker's step never went back to the queue"
    # back once the dead sweeper's lock expired (kombu's own default would keep it 300 s)
    assert waited <= options["unacked_mutex_expire"] + 3, waited
