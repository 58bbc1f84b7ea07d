"""The JSON reply of the tests' stand-in RAG systems (stdlib ``http.server`` handlers)."""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler
from typing import Any


def send_json(handler: BaseHTTPRequestHandler, reply: Any, status: int = 200) -> None:
    """Write ``reply`` as a complete JSON response (status, headers, body)."""
    payload = json.dumps(reply).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(payload)))
    handler.end_headers()
    handler.wfile.write(payload)
