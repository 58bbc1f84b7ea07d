"""A stand-in RAG system for benchmarks: HTTP/1.1 keep-alive on asyncio, a fixed latency per answer.

A threaded ``http.server`` spends ~1 ms of CPU parsing each request; on a 2-core machine that
competes with the client being measured. This server does the minimum (headers up to the blank
line, a Content-Length body, one write per reply), so a benchmark measures our side. Run it in its
own process (``multiprocessing`` target); it puts its port on ``port_queue`` once it listens.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any


def serve(latency: float, port_queue: Any, context: dict[str, Any], answer_prefix: str = "answer to ") -> None:
    """Answer every POSTed ``{"question": q}`` after ``latency`` seconds with
    ``{"answer": answer_prefix + q, "contexts": [context]}``."""

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next((int(line[15:].strip()) for line in head.split(b"\r\n")
                               if line[:15].lower() == b"content-length:"), 0)
                body = json.loads(await reader.readexactly(length)) if length else {}
                await asyncio.sleep(latency)
                payload = json.dumps({"answer": f"{answer_prefix}{body.get('question', '')}",
                                      "contexts": [context]}).encode()
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                             + str(len(payload)).encode() + b"\r\n\r\n" + payload)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=256)
        port_queue.put(server.sockets[0].getsockname()[1])
        async with server:
            await server.serve_forever()

    asyncio.run(main())
